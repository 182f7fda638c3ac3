/**
 * 满额返现 (/hb: tiers and the signed-in company's progress), 每日特价 (/mrtj: the day's goods with
 * the countdown to the day's end), 全场94折 (/welfare: goods with their 94% price, paged) and 组合购
 * (/zhzq: combinations, their saving, the whole combination to the cart). Each page has one h1; an
 * activity's own title is said under it only when it says something else (core Heading.subtitle).
 */
import * as Messages from "@mall/core/Messages"
import * as Heading from "@mall/core/Heading"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { GoodsGrid } from "../../lib/ui/GoodsCard.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { Frame, Rules } from "./CampaignFrame.tsx"
import { CashbackPanel } from "./CashbackPanel.tsx"
import { CombinationCard } from "./CombinationCard.tsx"
import { ActivityCountdown } from "./Countdown.tsx"
import * as Model from "./model.ts"
import { WelfareGoods } from "./WelfareGoods.tsx"

export function CashbackPage() {
  useEffect(() => {
    void Model.cashback.load(null)
  }, [])
  const d = Model.cashback.data.value
  return (
    <Frame
      title={Messages.pageTitles.hb}
      description={d === null ? undefined : Heading.subtitle(Messages.pageTitles.hb, d.title)}
      actions={d === null ? undefined : <ActivityCountdown start={d.start_time} end={d.end_time} />}
    >
      <ListState resource={Model.cashback} isEmpty={(c) => c.tiers.length === 0} rows={4}>
        {(c) => <CashbackPanel data={c} />}
      </ListState>
    </Frame>
  )
}

export function EverydayPricePage() {
  useEffect(() => {
    void Model.everyday.load(null)
  }, [])
  const d = Model.everyday.data.value
  return (
    <Frame
      title={Messages.pageTitles.mrtj}
      description={d === null ? undefined : Heading.subtitle(Messages.pageTitles.mrtj, d.title)}
      actions={
        d === null ? undefined : (
          <ActivityCountdown
            start={d.start_time}
            end={d.end_time}
            label={Messages.zones.todayEndsIn}
          />
        )
      }
    >
      <ListState resource={Model.everyday} isEmpty={(e) => e.goods.length === 0} rows={6}>
        {(e) => <GoodsItems items={e.goods} view="grid" />}
      </ListState>
    </Frame>
  )
}

export function WelfarePage() {
  const { values, hrefOf } = useListQuery(Model.pageSpec)
  useEffect(() => {
    void Model.welfare.load(values.page)
  }, [values])
  const d = Model.welfare.data.value
  return (
    <Frame
      title={Messages.pageTitles.welfare}
      description={d === null ? undefined : Heading.subtitle(Messages.pageTitles.welfare, d.title)}
      actions={d === null ? undefined : <ActivityCountdown start={d.start_time} end={d.end_time} />}
    >
      <Notice>{Messages.zones.welfareNote}</Notice>
      <PagedList
        resource={Model.welfare}
        pageOf={(w) => w.goods}
        rows={6}
        hrefOf={(p) => hrefOf({ page: p })}
        after={(w) => <Rules html={w.rule} />}
      >
        {(goods) => <WelfareGoods items={goods} />}
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
          <GoodsGrid label={Messages.pageTitles.zhzq} columns={3}>
            {combinations.map((c, i) => (
              <CombinationCard key={c.id} combination={c} index={i} />
            ))}
          </GoodsGrid>
        )}
      </PagedList>
    </Frame>
  )
}
