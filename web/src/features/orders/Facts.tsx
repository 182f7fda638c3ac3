/**
 * Pieces the order, return and after-sales pages share: `Facts`, a card's label/value lines
 * (labels in one column; `end` puts the values at the card's end, as amounts are), and the
 * progress of an order or a case as the design system's Timeline events.
 */
import * as DateTime from "@mall/core/DateTime"
import type * as OrderStatus from "@mall/core/OrderStatus"
import type { ReactNode } from "react"
import type { TimelineEvent } from "../../lib/ui/Timeline.tsx"
import styles from "./Orders.module.css"

export function Facts({
  rows,
  end = false,
}: {
  rows: ReadonlyArray<readonly [string, ReactNode]>
  end?: boolean
}) {
  return (
    <dl className={end ? `${styles.facts} ${styles.factsEnd}` : styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** An order's steps: those reached done, the last reached current, the rest still to come. */
export const progressEvents = (
  steps: ReadonlyArray<OrderStatus.Step>,
): ReadonlyArray<TimelineEvent> => {
  const last = steps.findLastIndex((s) => s.done)
  return steps.map((s, i) => ({
    key: s.label,
    title: s.label,
    time: s.time,
    state: i === last ? "current" : s.done ? "done" : "pending",
  }))
}

/** A case's progress as the server gives it, earliest first: the latest is where it stands. */
export const caseEvents = (
  items: ReadonlyArray<{ readonly time: string; readonly text: string }>,
): ReadonlyArray<TimelineEvent> =>
  items.map((p, i) => ({
    key: `${p.time}-${p.text}`,
    title: p.text,
    time: DateTime.display(p.time),
    state: i === items.length - 1 ? "current" : "done",
  }))
