/**
 * 活动专区 (/yjh/{id?}: one activity's banner, countdown, rule and goods; without an id the first
 * running or coming activity) and 活动中心 (/Hdzx/{ids}/{id?}: a tab per listed activity, the chosen
 * one's goods). An activity that does not exist goes to /noActivity; one not yet started says
 * 活动未开始 and counts down to its start.
 */
import * as Messages from "@mall/core/Messages"
import * as Zone from "@mall/core/Zone"
import { useEffect } from "react"
import { GoodsItems } from "../../lib/goods/GoodsViews.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { navigateTo } from "../../lib/navigation.ts"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import pageStyles from "../../lib/ui/Page.module.css"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import { ActivityCountdown } from "./Countdown.tsx"
import * as Model from "./model.ts"
import styles from "./Campaigns.module.css"

function Activity({ id }: { id: number }) {
  useEffect(() => {
    void Model.activityDetail.load(id)
  }, [id])
  return (
    <ListState resource={Model.activityDetail} isEmpty={() => false} rows={4}>
      {(a) =>
        a.id !== id ? null : (
          <article aria-labelledby="activity-title">
            <Image src={a.image} alt="" className={styles.banner} width={1200} height={300} />
            <div className={styles.head}>
              <h2 id="activity-title">{a.title}</h2>
              <ActivityCountdown start={a.start_time} end={a.end_time} />
            </div>
            {a.goods.length === 0 ? (
              <p>{Messages.zones.empty}</p>
            ) : (
              <GoodsItems items={a.goods} view="grid" />
            )}
            <h2>{Messages.zones.rule}</h2>
            <SafeHtml html={a.rule} className={styles.rule} />
          </article>
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
  return (
    <div className={`page-width ${pageStyles.page}`}>
      <h1>{Messages.pageTitles.yjh}</h1>
      {shown !== null ? (
        <Activity id={shown} />
      ) : (
        wanted === null && (
          <ListState resource={Model.activityList} isEmpty={(d) => d.length === 0} rows={4}>
            {() => null}
          </ListState>
        )
      )}
    </div>
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
    <div className={`page-width ${pageStyles.page}`}>
      <h1>{Messages.pageTitles.hdzx}</h1>
      <nav aria-label={Messages.zones.activities}>
        <ul className={styles.tabs}>
          {(list ?? []).map((a) => (
            <li key={a.id}>
              <Link
                to={`/Hdzx/${key}/${a.id}`}
                className={a.id === chosen ? styles.tabActive : styles.tab}
                aria-current={a.id === chosen ? "page" : undefined}
              >
                {a.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {chosen !== null ? (
        <Activity id={chosen} />
      ) : (
        <ListState resource={Model.activityList} isEmpty={(d) => d.length === 0} rows={4}>
          {() => null}
        </ListState>
      )}
    </div>
  )
}
