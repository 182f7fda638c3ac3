/**
 * 好医汇: the hub (/yyh: its own ads and its sections, each with its first goods and 更多) and its
 * list (/yyh/list?section=: a section's goods, paged, the sections as tabs).
 */
import * as Messages from "@mall/core/Messages"
import * as Field from "@mall/core/Field"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { Ads } from "./Ads.tsx"
import * as Model from "./model.ts"
import { ZoneFrame, ZoneGoods } from "./ZoneGoods.tsx"
import styles from "./Zones.module.css"

export function YyhPage() {
  useEffect(() => {
    void Model.yyh.load(null)
  }, [])
  const M = Messages.zones
  return (
    <ZoneFrame title={Messages.pageTitles.yyh}>
      <ListState resource={Model.yyh} isEmpty={(d) => d.sections.length === 0} rows={6}>
        {(d) => (
          <div className={styles.stack}>
            <Ads ads={d.ads} />
            {d.sections.map((s) => (
              <Card
                key={s.id}
                title={s.name}
                extra={s.description}
                actions={
                  <ButtonLink
                    to={`/yyh/list?section=${s.id}`}
                    variant="text"
                    aria-label={M.moreOf(s.name)}
                  >
                    {M.more}
                  </ButtonLink>
                }
              >
                {s.goods.length === 0 ? (
                  <EmptyState>{M.empty}</EmptyState>
                ) : (
                  <GoodsItems items={s.goods} view="grid" />
                )}
              </Card>
            ))}
          </div>
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
      <div>
        <StatusTabs
          label={Messages.zones.yyhSections}
          tabs={[
            { value: "", label: Messages.goodsList.allGoods },
            ...sections.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          current={section === null ? "" : String(section)}
          hrefOf={(value) => hrefOf({ section: value, page: 1 })}
        />
        <ZoneGoods resource={Model.yyhGoods} hrefOf={(p) => hrefOf({ page: p })} />
      </div>
    </ZoneFrame>
  )
}
