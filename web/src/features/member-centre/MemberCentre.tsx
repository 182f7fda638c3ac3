/** 会员中心 (/user): the company at a glance. */
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as OrderStatus from "@mall/core/OrderStatus"
import { useEffect } from "react"
import { user } from "../../lib/session/session.ts"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { loadOverview, ORDER_TABS, overview } from "./model.ts"
import styles from "./MemberCentre.module.css"

const M = Messages.member.centre
const UNKNOWN = "-"

const count = (n: number | null): string => (n === null ? UNKNOWN : String(n))

export function MemberCentre() {
  useEffect(() => {
    void loadOverview()
  }, [])
  const u = user.value ?? {}
  const o = overview.data.value
  const st = overview.status.value
  // the page appears once the session and the overview have answered (or the overview failed),
  // all at once: no card grows and pushes another that is already in view
  if (user.value === null || (o === null && st !== "failed"))
    return (
      <div className={styles.centre} aria-busy="true">
        <p className={styles.muted}>{Messages.common.loading}</p>
      </div>
    )
  return (
    <div className={styles.centre}>
      <Card className={styles.company}>
        <h2 className={styles.companyName}>{u.company}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{M.rank}</dt>
            <dd>{u.rank || UNKNOWN}</dd>
          </div>
          <div>
            <dt>{Display.managerLabel(u.admin)}</dt>
            <dd>
              {u.admin && u.admin.name !== "" ? `${u.admin.name} ${u.admin.phone}` : M.noManager}
            </dd>
          </div>
          <div>
            <dt>{M.qualification}</dt>
            <dd>
              <Link to="/zhzx/zzzj">{u.is_passed === 1 ? M.passed : M.notPassed}</Link>
            </dd>
          </div>
        </dl>
      </Card>

      {o !== null && o.warnings.length > 0 && (
        <Notice tone="warning" title={M.licenceWarnings}>
          <ul className={styles.warnings}>
            {o.warnings.map((w) => (
              <li key={String(w.licence.id)} data-state={w.state._tag}>
                {w.message} <Link to="/zhzx/zzzj">{M.renewNow}</Link>
              </li>
            ))}
          </ul>
        </Notice>
      )}

      <Card className={styles.wallet}>
        <ul className={styles.stats} aria-label={Messages.member.menu.wallet}>
          {[
            {
              to: "/wdqb/yegl",
              label: M.balance,
              value: o === null || o.balance === null ? UNKNOWN : Money.formatOr(o.balance),
            },
            { to: "/wdqb/jfgl", label: M.points, value: String(u.points ?? UNKNOWN) },
            { to: "/wdqb/yhq", label: M.coupons, value: count(o?.coupons ?? null) },
            { to: "/wdqb/xjq", label: M.vouchers, value: count(o?.vouchers ?? null) },
            { to: "/zzfw/star", label: M.favourites, value: count(o?.favourites ?? null) },
          ].map((stat) => (
            <li key={stat.to}>
              <Link to={stat.to} className={styles.stat}>
                <span className={styles.statLabel}>{stat.label}</span>
                <span className={styles.statValue}>{stat.value}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <Card title={M.orders} actions={<Link to="/order">{M.allOrders}</Link>}>
        <ul className={styles.stats}>
          {ORDER_TABS.map((tab) => (
            <li key={tab}>
              <Link to={`/order?tab=${tab}`} className={styles.stat}>
                <span className={styles.statValue}>{count(o?.orders?.[tab] ?? null)}</span>
                <span className={styles.statLabel}>{OrderStatus.tabLabel(tab)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <Card title={M.recentMessages} actions={<Link to="/zhzx/wdxx">{M.moreMessages}</Link>}>
        {st === "failed" && <FailedNotice onRetry={() => void loadOverview()} />}
        {o !== null && o.messages.length === 0 && <EmptyState>{M.noMessages}</EmptyState>}
        {o !== null && o.messages.length > 0 && (
          <ul className={styles.messages}>
            {o.messages.map((m) => (
              <li key={m.id} data-unread={m.is_read === 0 ? "1" : undefined}>
                <span className={styles.messageTitle}>{m.title}</span>
                <time className={styles.muted}>{m.created_at}</time>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
