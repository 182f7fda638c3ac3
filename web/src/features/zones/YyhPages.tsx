/** 好医汇: the hub (/yyh: ads and sections with their first goods) and its list (/yyh/list?section=: a section's goods, paged). */
import * as Messages from "@mall/core/Messages"
import * as Field from "@mall/core/Field"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Link } from "../../lib/ui/Link.tsx"
import { Ads } from "./Ads.tsx"
import * as Model from "./model.ts"
import { ZoneFrame, ZoneGoods } from "./ZoneGoods.tsx"
import styles from "./Zones.module.css"

export function YyhPage() {
  useEffect(() => {
    void Model.yyh.load(null)
  }, [])
  return (
    <ZoneFrame title={Messages.pageTitles.yyh}>
      <ListState resource={Model.yyh} isEmpty={(d) => d.sections.length === 0} rows={6}>
        {(d) => (
          <>
            <Ads ads={d.ads} />
            {d.sections.map((s) => (
              <section key={s.id} aria-labelledby={`yyh-${s.id}`}>
                <h2 id={`yyh-${s.id}`}>
                  {s.name} <small>{s.description}</small>{" "}
                  <Link to={`/yyh/list?section=${s.id}`}>{Messages.zones.more}</Link>
                </h2>
                {s.goods.length === 0 ? (
                  <p>{Messages.zones.empty}</p>
                ) : (
                  <GoodsItems items={s.goods} view="grid" />
                )}
              </section>
            ))}
          </>
        )}
      </ListState>
    </ZoneFrame>
  )
}

export function YyhListPage() {
  const { values, hrefOf } = useListQuery(Model.yyhSpec)
  const section = Field.int(values.section)
  useEffect(() => {
    void Model.yyh.load(null)
  }, [])
  useEffect(() => {
    void Model.yyhGoods.load({ page: values.page, section })
  }, [values, section])
  const sections = Model.yyh.data.value?.sections ?? []
  return (
    <ZoneFrame title={Messages.pageTitles.yyh}>
      <ul className={styles.sections} aria-label={Messages.zones.yyhSections}>
        {[{ id: null as number | null, name: Messages.goodsList.allGoods }, ...sections].map(
          (s) => (
            <li key={s.id ?? 0}>
              <Link
                to={hrefOf({ section: s.id === null ? "" : String(s.id), page: 1 })}
                className={s.id === section ? styles.sectionActive : styles.section}
                aria-current={s.id === section ? "page" : undefined}
              >
                {s.name}
              </Link>
            </li>
          ),
        )}
      </ul>
      <ZoneGoods resource={Model.yyhGoods} hrefOf={(p) => hrefOf({ page: p })} />
    </ZoneFrame>
  )
}
