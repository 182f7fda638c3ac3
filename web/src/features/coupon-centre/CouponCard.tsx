/**
 * One coupon of the coupon centre, in the mall's one coupon look: on the left its value (¥ off, or
 * the discount) and its condition (满¥…可用 / 无门槛), on the right its name on one line, its kind
 * and what is left, its validity (`YYYY-MM-DD 至 YYYY-MM-DD`) and its button (core CouponClaim,
 * CouponStatus). A coupon that cannot be claimed now is drawn in grey.
 */
import * as CouponClaim from "@mall/core/CouponClaim"
import * as CouponStatus from "@mall/core/CouponStatus"
import * as Field from "@mall/core/Field"
import * as Messages from "@mall/core/Messages"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { claim, claiming, current, type CentreCoupon } from "./model.ts"
import styles from "./CouponCentre.module.css"

export function CouponCard({ coupon, nowMs }: { coupon: CentreCoupon; nowMs: number }) {
  const M = Messages.zones
  const c = current(coupon)
  const state = CouponClaim.state(c, nowMs)
  const remain = Field.int(c.remain)
  const open = state === "Claimable"
  return (
    <li data-testid="coupon">
      <Card flush className={open ? styles.coupon : `${styles.coupon} ${styles.off}`}>
        <div className={styles.value}>
          <span className={styles.face}>{CouponStatus.face(c)}</span>
          <span>{CouponStatus.threshold(c)}</span>
        </div>
        <div className={styles.body}>
          <span className={styles.name} title={c.name}>
            {c.name}
          </span>
          <span className={styles.meta}>
            {M.couponTypes[c.type] ?? "-"}
            {remain !== null && <span>{M.couponRemain(remain)}</span>}
          </span>
          <span className={styles.meta}>
            {M.couponValidity} {CouponStatus.validity(c)}
          </span>
          <span className={styles.action}>
            <Button
              variant={open ? "primary" : "secondary"}
              size="sm"
              disabled={!CouponClaim.canClaim(state)}
              busy={claiming.value.has(c.id)}
              onClick={() => void claim(coupon)}
              aria-label={`${CouponClaim.label(state)} ${c.name}`}
            >
              {CouponClaim.label(state)}
            </Button>
          </span>
        </div>
      </Card>
    </li>
  )
}
