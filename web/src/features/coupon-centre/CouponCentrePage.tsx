/** 领券中心 (/lqzx): coupons by type (tabs in the URL), each with its state and button; paged. */
import * as Messages from "@mall/core/Messages"
import { useEffect, useState } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import pageStyles from "../../lib/ui/Page.module.css"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
import { CouponCard } from "./CouponCard.tsx"
import * as Model from "./model.ts"
import styles from "./CouponCentre.module.css"

export function CouponCentrePage() {
  const { values, hrefOf } = useListQuery(Model.spec)
  useEffect(() => {
    void Model.list.load(values)
  }, [values])
  useEffect(() => () => Model.resetClaims(), [])
  const M = Messages.zones
  const [nowMs] = useState(() => Date.now())
  return (
    <div className={`page-width ${pageStyles.page}`}>
      <PageHeader title={Messages.pageTitles.lqzx} />
      <StatusTabs
        label={M.couponTypeLabel}
        tabs={[
          { value: "all", label: M.couponAll },
          { value: "1", label: M.couponTypes[1] ?? "" },
          { value: "2", label: M.couponTypes[2] ?? "" },
          { value: "3", label: M.couponTypes[3] ?? "" },
        ]}
        current={values.type}
        hrefOf={(v) => hrefOf({ type: v as Model.Query["type"] })}
      />
      <PagedList resource={Model.list} rows={4} hrefOf={(p) => hrefOf({ page: p })}>
        {(coupons) => (
          <ul className={styles.coupons}>
            {coupons.map((c) => (
              <CouponCard key={c.id} coupon={c} nowMs={nowMs} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  )
}
