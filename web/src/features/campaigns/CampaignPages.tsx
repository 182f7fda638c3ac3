/**
 * 满额返现 (/hb: tiers and the signed-in company's progress), 每日特价 (/mrtj: the day's goods with
 * the countdown to the day's end), 全场94折 (/welfare: goods with their 94% price, paged) and 组合购
 * (/zhzq: combinations, their saving, the whole combination to the cart).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, type ReactNode } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { PagerNav } from "../../lib/kit/Pager.tsx"
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
      <ListState resource={Model.welfare} isEmpty={(d) => d.goods.data.length === 0} rows={6}>
        {(d) => (
          <>
            <div className={styles.head}>
              <h2>{d.title}</h2>
              <ActivityCountdown start={d.start_time} end={d.end_time} />
            </div>
            <p className={styles.welfareNote}>{Messages.zones.welfareNote}</p>
            <WelfareGoods items={d.goods.data} />
            <PagerNav
              current={d.goods.current_page}
              last={d.goods.last_page}
              hrefOf={(p) => hrefOf({ page: p })}
            />
            <h2>{Messages.zones.rule}</h2>
            <SafeHtml html={d.rule} className={styles.rule} />
          </>
        )}
      </ListState>
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
      <ListState resource={Model.combinationList} isEmpty={(d) => d.data.length === 0} rows={4}>
        {(d) => (
          <>
            <ul className={styles.combinations}>
              {d.data.map((c) => (
                <CombinationCard key={c.id} combination={c} />
              ))}
            </ul>
            <PagerNav
              current={d.current_page}
              last={d.last_page}
              hrefOf={(p) => hrefOf({ page: p })}
            />
          </>
        )}
      </ListState>
    </Frame>
  )
}
