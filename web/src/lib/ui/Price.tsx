/**
 * A price in red with ¥ and two floored decimals (core Money.format). Pass fen (`Money.Fen`), or
 * an API amount (number or decimal string) as `raw`.
 */
import * as Money from "@mall/core/Money"
import styles from "./Price.module.css"

export type PriceProps = {
  /** Amount in fen. */
  amount?: Money.Fen
  /** Amount in yuan as the API sends it; used when `amount` is not given. */
  raw?: unknown
  size?: "small" | "normal" | "large"
  /** Struck-through grey (an original price). */
  strike?: boolean
  className?: string
}

export function Price({ amount, raw, size = "normal", strike = false, className }: PriceProps) {
  const fen = amount ?? Money.parseOr(raw)
  const cls = [styles.price, styles[size], strike ? styles.strike : "", className]
    .filter(Boolean)
    .join(" ")
  return <span className={cls}>{Money.format(fen)}</span>
}
