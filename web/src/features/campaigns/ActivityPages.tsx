/**
 * 活动专区 (/yjh/{id?}: one activity's banner, countdown, goods and rules, its title the page's h1;
 * without an id the first running or coming activity) and 活动中心 (/Hdzx/{ids}/{id?}: a tab per
 * listed activity, the chosen one's banner, goods and rules under its own heading). An activity
 * that does not exist goes to /noActivity; one not yet started says 活动未开始 and counts down to
 * its start.
 */
import * as Messages from "@mall/core/Messages"
import * as Zone from "@mall/core/Zone"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { navigateTo } from "../../lib/navigation.ts"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Frame, Rules } from "./CampaignFrame.tsx"
import { ActivityCountdown } from "./Countdown.tsx"
import * as Model from "./model.ts"
import styles from "./Campaigns.module.css"

/** The activity's banner, goods and rules; its title is a section heading unless the page's. */
function Activity({ id, titled }: { id: number; titled: boolean }) {
  useEffect(() => {
    void Model.activityDetail.load(id)
  }, [id])
  return (
    <ListState resource={Model.activityDetail} isEmpty={() => false} rows={4}>
      {(a) =>
        a.id !== id ? null : (
          <div className={styles.stack}>
            <Image src={a.image} alt="" className={styles.banner} width={1200} height={300} />
            <Card
              title={titled ? a.title : Messages.zones.activityGoods}
              actions={
                titled ? <ActivityCountdown start={a.start_time} end={a.end_time} /> : undefined
              }
            >
              {a.goods.length === 0 ? (
                <EmptyState>{Messages.zones.empty}</EmptyState>
              ) : (
                <GoodsItems items={a.goods} view="grid" />
              )}
            </Card>
            <Rules html={a.rule} />
          </div>
        )
      }
    </ListState>
  )
}

export function YjhPage({ id }: { id: string | undefined }) {
  const wanted = id === undefined ? null : (Zone.idsOf(id)[0] ?? null)
  useEffect(() => {
    if (id !== undefined && wanted === null) navigateTo(Zone.NO_ACTIVITY_PATH, { replace: true })
    else if (wanted === null) void Model.activityList.load([])
  }, [id, wanted])
  const first = Model.activityList.data.value?.[0]?.id ?? null
  const shown = wanted ?? first
  const a = Model.activityDetail.data.value
  const loaded = a !== null && a.id === shown ? a : null
  return (
    <Frame
      title={loaded?.title ?? Messages.pageTitles.yjh}
      actions={
        loaded === null ? undefined : (
          <ActivityCountdown start={loaded.start_time} end={loaded.end_time} />
        )
      }
    >
      {shown !== null ? (
        <Activity id={shown} titled={false} />
      ) : (
        wanted === null && (
          <ListState resource={Model.activityList} isEmpty={(d) => d.length === 0} rows={4}>
            {() => null}
          </ListState>
        )
      )}
    </Frame>
  )
}

export function HdzxPage({ ids, id }: { ids: string; id: string | undefined }) {
  const listed = Zone.idsOf(ids)
  const key = listed.join(",")
  useEffect(() => {
    if (key === "") navigateTo(Zone.NO_ACTIVITY_PATH, { replace: true })
    else void Model.activityList.load(Zone.idsOf(key))
  }, [key])
  const list = Model.activityList.data.value
  const ready = list !== null && Model.activityList.status.value === "ready"
  useEffect(() => {
    if (ready && list.length === 0) navigateTo(Zone.NO_ACTIVITY_PATH, { replace: true })
  }, [ready, list])
  const existing = (list ?? []).map((a) => a.id)
  const chosen = Zone.chosen(existing, id)
  return (
    <Frame title={Messages.pageTitles.hdzx}>
      <div>
        <StatusTabs
          label={Messages.zones.activities}
          tabs={(list ?? []).map((a) => ({ value: String(a.id), label: a.title }))}
          current={chosen === null ? "" : String(chosen)}
          hrefOf={(value) => `/Hdzx/${key}/${value}`}
        />
        {chosen !== null ? (
          <Activity id={chosen} titled />
        ) : (
          <ListState resource={Model.activityList} isEmpty={(d) => d.length === 0} rows={4}>
            {() => null}
          </ListState>
        )}
      </div>
    </Frame>
  )
}
