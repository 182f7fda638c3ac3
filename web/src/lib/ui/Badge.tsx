/**
 * A count bubble: hidden at 0, the number up to 99, `99+` above (core Display.badge). The
 * accessible text is the label plus the count, e.g. "购物车 99+".
 */
import * as Display from "@mall/core/Display"
import styles from "./Badge.module.css"

export type BadgeProps = {
  count: number | null | undefined
  className?: string
}

export function Badge({ count, className }: BadgeProps) {
  const text = Display.badge(count)
  if (text === null) return null
  return (
    <span className={[styles.badge, className].filter(Boolean).join(" ")} data-testid="badge">
      {text}
    </span>
  )
}
