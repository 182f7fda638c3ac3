/**
 * What happened to an order or a return, newest first or in the order given: each event a dot on
 * one line, its time and its words; the latest (`current`) marked. Steps not reached yet
 * (`pending`) are drawn hollow.
 */
import type { ReactNode } from "react"
import styles from "./Timeline.module.css"

export type TimelineEvent = {
  readonly key: string
  readonly title: ReactNode
  readonly time?: string | undefined
  readonly detail?: ReactNode
  readonly state?: "done" | "current" | "pending"
}

export function Timeline({
  events,
  label,
}: {
  events: ReadonlyArray<TimelineEvent>
  label: string
}) {
  return (
    <ol className={styles.timeline} aria-label={label} data-ui="timeline">
      {events.map((e) => (
        <li
          key={e.key}
          className={`${styles.event} ${styles[e.state ?? "done"]}`}
          aria-current={e.state === "current" ? "step" : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.body}>
            <span className={styles.title}>{e.title}</span>
            {e.time !== undefined && e.time !== "" && <time className={styles.time}>{e.time}</time>}
            {e.detail !== undefined && <div className={styles.detail}>{e.detail}</div>}
          </div>
        </li>
      ))}
    </ol>
  )
}
