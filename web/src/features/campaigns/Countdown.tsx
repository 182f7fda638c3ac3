/** An activity's countdown: 距开始 / 距结束 with days, hours, minutes, seconds, or 活动已结束 (core Zone.phase). */
import * as Countdown from "@mall/core/Countdown"
import * as Messages from "@mall/core/Messages"
import * as Zone from "@mall/core/Zone"
import { now, useClock } from "../../lib/clock.ts"
import styles from "./Campaigns.module.css"

export function ActivityCountdown({
  start,
  end,
  label,
}: {
  start: Countdown.Timestamp
  end: Countdown.Timestamp
  /** Replaces 距结束 while running (e.g. 今日特价距结束). */
  label?: string
}) {
  useClock()
  const p = Zone.phase(now.value, start, end)
  if (p.phase === "ended")
    return (
      <p className={styles.countdown} data-testid="countdown">
        {p.label}
      </p>
    )
  const u = Messages.countdown
  const parts = p.parts
  return (
    <p className={styles.countdown} role="timer" aria-live="off" data-testid="countdown">
      {p.notice !== null && <strong className={styles.notice}>{p.notice}</strong>}
      <span>{p.phase === "running" && label !== undefined ? label : p.label}</span>
      {parts.days > 0 && (
        <>
          <b>{parts.days}</b>
          {u.days}
        </>
      )}
      <b>{Countdown.pad2(parts.hours)}</b>
      {u.hours}
      <b>{Countdown.pad2(parts.minutes)}</b>
      {u.minutes}
      <b>{Countdown.pad2(parts.seconds)}</b>
      {u.seconds}
    </p>
  )
}
