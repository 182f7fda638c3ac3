/** /zzfw/star 我的收藏: the favourite goods, page by page, each with 取消收藏 (on the page kit). */
import * as LadderPrice from "@mall/core/LadderPrice"
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { cancelFavorite, cancelling, favorites, query } from "./model.ts"
import styles from "./Favorites.module.css"

export function FavoritesPage() {
  const { values, change, hrefOf } = useListQuery(query)
  useEffect(() => {
    void favorites.load(values)
  }, [values])
  const remove = async (id: number) => {
    const page = await cancelFavorite(id)
    if (page !== null && page !== values.page) change({ page })
  }
  return (
    <PagedTable
      resource={favorites}
      empty={
        <>
          {Messages.favorites.empty} <Link to="/list">{Messages.common.goShopping}</Link>
        </>
      }
      hrefOf={(p) => hrefOf({ page: p })}
      above={(d) => <p className={styles.total}>{Messages.favorites.total(d.total)}</p>}
      caption={Messages.pageTitles.zzfw_star}
      rowKey={(g) => g.id}
      rowTestId="favorite-item"
      columns={[
        {
          key: "goods",
          header: Messages.common.goods,
          cell: (g) => (
            <Link to={`/list/info/${g.id}`} className={styles.goods}>
              <Image src={g.goods_image[0]} alt="" width={60} height={60} />
              <span>{g.name}</span>
            </Link>
          ),
        },
        { key: "spec", header: Messages.text["goods.spec"], cell: (g) => g.ypgg },
        { key: "maker", header: Messages.text["goods.maker"], cell: (g) => g.sccj },
        {
          key: "price",
          header: Messages.common.price,
          // the price of the pack the goods page adds, as every listing shows it
          cell: (g) => <Price amount={LadderPrice.listedPrice(g)} />,
        },
        {
          key: "actions",
          header: Messages.common.actions,
          end: true,
          cell: (g) => (
            <button
              type="button"
              className={styles.linkButton}
              aria-label={Messages.common.unfavoriteOf(g.name)}
              disabled={cancelling.value.has(g.id)}
              onClick={() => void remove(g.id)}
            >
              {Messages.text["goods.unfavorite"]}
            </button>
          ),
        },
      ]}
    />
  )
}
