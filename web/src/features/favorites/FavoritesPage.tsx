/**
 * /zzfw/star 我的收藏: the favourite goods, page by page, in the goods grid every listing uses
 * (lib/goods, four cards a row beside the menu, buy rows in line); a card's heart cancels the
 * favourite and the page is read again without it.
 */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { favorites, followCancels, query } from "./model.ts"
import styles from "./Favorites.module.css"

export function FavoritesPage() {
  const { values, change, hrefOf } = useListQuery(query)
  useEffect(() => {
    void favorites.load(values)
  }, [values])
  const page = values.page
  useEffect(
    () =>
      followCancels((next) => {
        if (next !== page) change({ page: next })
      }),
    [page, change],
  )
  return (
    <PagedList
      resource={favorites}
      empty={
        <div className={styles.empty}>
          {Messages.favorites.empty}
          <ButtonLink to="/list" size="sm">
            {Messages.common.goShopping}
          </ButtonLink>
        </div>
      }
      hrefOf={(p) => hrefOf({ page: p })}
    >
      {(records, data) => (
        <>
          <p className={styles.total}>{Messages.favorites.total(data.total)}</p>
          <GoodsItems items={records} view="grid" columns={4} />
        </>
      )}
    </PagedList>
  )
}
