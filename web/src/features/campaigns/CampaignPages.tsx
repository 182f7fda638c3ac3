/**
 * 满额返现 (/hb: tiers and the signed-in company's progress), 每日特价 (/mrtj: the day's goods with
 * the countdown to the day's end), 全场94折 (/welfare: goods with their 94% price, paged) and 组合购
 * (/zhzq: combinations, their saving, the whole combination to the cart).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, type ReactNode } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import pageStyles from "../../lib/ui/Page.module.css"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import { CashbackPanel } from "./CashbackPanel.tsx"
import { CombinationCard } from "./CombinationCard.tsx"
import { ActivityCountdown } from "./Countdown.tsx"
import * as Model from "./model.ts"
import { WelfareGoods } from "./WelfareGoods.tsx"
import styles from "./Campaigns.module.css"

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`page-width ${pageStyles.page}`}>
      <h1>{title}</h1>
      {children}
    </div>
  )
}

export function CashbackPage() {
  useEffect(() => {
    void Model.cashback.load(null)
  }, [])
  return (
    <Frame title={Messages.pageTitles.hb}>
      <ListState resource={Model.cashback} isEmpty={(d) => d.tiers.length === 0} rows={4}>
        {(d) => <CashbackPanel data={d} />}
      </ListState>
    </Frame>
  )
}

export function EverydayPricePage() {
  useEffect(() => {
    void Model.everyday.load(null)
  }, [])
  return (
    <Frame title={Messages.pageTitles.mrtj}>
      <ListState resource={Model.everyday} isEmpty={(d) => d.goods.length === 0} rows={6}>
        {(d) => (
          <>
            <div className={styles.head}>
              <h2>{d.title}</h2>
              <ActivityCountdown
                start={d.start_time}
                end={d.end_time}
                label={Messages.zones.todayEndsIn}
              />
            </div>
            <GoodsItems items={d.goods} view="grid" />
          </>
        )}
      </ListState>
    </Frame>
  )
}

export function WelfarePage() {
  const { values, hrefOf } = useListQuery(Model.pageSpec)
  useEffect(() => {
    void Model.welfare.load(values.page)
  }, [values])
  return (
    <Frame title={Messages.pageTitles.welfare}>
      <PagedList
        resource={Model.welfare}
        pageOf={(d) => d.goods}
        rows={6}
        hrefOf={(p) => hrefOf({ page: p })}
        after={(d) => (
          <>
            <h2>{Messages.zones.rule}</h2>
            <SafeHtml html={d.rule} className={styles.rule} />
          </>
        )}
      >
        {(goods, d) => (
          <>
            <div className={styles.head}>
              <h2>{d.title}</h2>
              <ActivityCountdown start={d.start_time} end={d.end_time} />
            </div>
            <p className={styles.welfareNote}>{Messages.zones.welfareNote}</p>
            <WelfareGoods items={goods} />
          </>
        )}
      </PagedList>
    </Frame>
  )
}

export function CombinationPage() {
  const { values, hrefOf } = useListQuery(Model.pageSpec)
  useEffect(() => {
    void Model.combinationList.load(values.page)
  }, [values])
  return (
    <Frame title={Messages.pageTitles.zhzq}>
      <PagedList resource={Model.combinationList} rows={4} hrefOf={(p) => hrefOf({ page: p })}>
        {(combinations) => (
          <ul className={styles.combinations}>
            {combinations.map((c) => (
              <CombinationCard key={c.id} combination={c} />
            ))}
          </ul>
        )}
      </PagedList>
    </Frame>
  )
}
