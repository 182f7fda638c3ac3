/** 优惠券: the held coupons by status, each with face value, threshold, scope and validity. */
import * as CouponStatus from "@mall/core/CouponStatus"
import * as Messages from "@mall/core/Messages"
import { useEffect, useState } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { couponSpec, coupons } from "./model.ts"
import styles from "./Wallet.module.css"

const M = Messages.member.coupon

export function CouponsPage() {
  const { values, hrefOf } = useListQuery(couponSpec)
  useEffect(() => {
    void coupons.load(values)
  }, [values])
  const [now] = useState(Date.now)
  return (
    <>
      <StatusTabs
        label={M.heading}
        tabs={CouponStatus.tabs.map((t) => ({ value: String(t.status) as "0", label: t.label }))}
        current={values.status}
        hrefOf={(v) => hrefOf({ status: v })}
      />
      <PagedList
        resource={coupons}
        hrefOf={(p) => hrefOf({ page: p })}
        empty={
          <div className={styles.emptyText}>
            {M.none}
            <ButtonLink to="/lqzx" size="sm">
              {M.goCentre}
            </ButtonLink>
          </div>
        }
        rows={4}
      >
        {(records) => (
          <ul className={styles.coupons}>
            {records.map((c) => {
              const s = CouponStatus.status(c, now)
              return (
                <li key={c.id} data-testid="coupon" data-status={s}>
                  <Card flush className={styles.coupon}>
                    <div className={styles.face}>{CouponStatus.face(c)}</div>
                    <div className={styles.couponBody}>
                      <strong className={styles.couponName}>{c.name}</strong>
                      <p>
                        {CouponStatus.threshold(c)} · {CouponStatus.scope(c)}
                      </p>
                      <p className={styles.label}>{CouponStatus.validity(c)}</p>
                      <div className={styles.states}>
                        <StatusBadge tone={CouponStatus.tone(s)}>
                          {CouponStatus.statusLabel(s)}
                        </StatusBadge>
                        {CouponStatus.expiringSoon(c, now) && (
                          <StatusBadge tone="warning">{M.soon}</StatusBadge>
                        )}
                      </div>
                    </div>
                  </Card>
                </li>
              )
            })}
          </ul>
        )}
      </PagedList>
    </>
  )
}
