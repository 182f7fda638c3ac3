/** One coupon of the coupon centre: value, minimum, validity, what is left and its button (core CouponClaim). */
import * as CouponClaim from "@mall/core/CouponClaim"
import * as DateTime from "@mall/core/DateTime"
import * as Field from "@mall/core/Field"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { Button } from "../../lib/ui/Button.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { claim, claiming, current, type CentreCoupon } from "./model.ts"
import styles from "./CouponCentre.module.css"

export function CouponCard({ coupon, nowMs }: { coupon: CentreCoupon; nowMs: number }) {
  const M = Messages.zones
  const c = current(coupon)
  const state = CouponClaim.state(c, nowMs)
  const remain = Field.int(c.remain)
  return (
    <li className={state === "Claimable" ? styles.coupon : styles.couponOff} data-testid="coupon">
      <div className={styles.value}>
        <Price raw={c.amount} size="large" />
        <span>{Messages.couponMinimum(Money.parseOr(c.min_amount))}</span>
      </div>
      <div className={styles.body}>
        <h2>{c.name}</h2>
        <p>
          {M.couponTypes[c.type] ?? ""}
          {remain !== null && <span className={styles.remain}>{M.couponRemain(remain)}</span>}
        </p>
        <p className={styles.validity}>
          {M.couponValidity}：{DateTime.displayDate(c.start_time)} ~{" "}
          {DateTime.displayDate(c.end_time)}
        </p>
      </div>
      <Button
        variant={state === "Claimable" ? "primary" : "secondary"}
        disabled={!CouponClaim.canClaim(state) || claiming.value.has(c.id)}
        onClick={() => void claim(coupon)}
        aria-label={`${CouponClaim.label(state)} ${c.name}`}
      >
        {CouponClaim.label(state)}
      </Button>
    </li>
  )
}
