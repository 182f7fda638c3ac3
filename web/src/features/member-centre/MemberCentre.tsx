/** 会员中心 (/user): the company at a glance. */
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as OrderStatus from "@mall/core/OrderStatus"
import { useEffect } from "react"
import { user } from "../../lib/session/session.ts"
import { Link } from "../../lib/ui/Link.tsx"
import { loadOverview, ORDER_TABS, overview, status } from "./model.ts"
import styles from "./MemberCentre.module.css"

const M = Messages.member.centre
const UNKNOWN = "–"

const count = (n: number | null): string => (n === null ? UNKNOWN : String(n))

export function MemberCentre() {
  useEffect(() => {
    void loadOverview()
  }, [])
  const u = user.value ?? {}
  const o = overview.value
  const st = status.value
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
      <section className={styles.card} aria-label={M.company}>
        <h2 className={styles.company}>{u.company}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{M.rank}</dt>
            <dd>{u.rank}</dd>
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
      </section>

      {o !== null && o.warnings.length > 0 && (
        <section className={styles.warnings} aria-label={M.licenceWarnings}>
          <h2 className={styles.sectionTitle}>{M.licenceWarnings}</h2>
          <ul>
            {o.warnings.map((w) => (
              <li key={String(w.licence.id)} data-state={w.state._tag}>
                {w.message} <Link to="/zhzx/zzzj">{M.renewNow}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.wallet} aria-label={Messages.member.menu.wallet}>
        <Link to="/wdqb/yegl" className={styles.stat}>
          <span className={styles.statLabel}>{M.balance}</span>
          <span className={styles.statValue}>
            {o === null || o.balance === null ? UNKNOWN : Money.formatOr(o.balance)}
          </span>
        </Link>
        <Link to="/wdqb/jfgl" className={styles.stat}>
          <span className={styles.statLabel}>{M.points}</span>
          <span className={styles.statValue}>{u.points ?? UNKNOWN}</span>
        </Link>
        <Link to="/wdqb/yhq" className={styles.stat}>
          <span className={styles.statLabel}>{M.coupons}</span>
          <span className={styles.statValue}>{o === null ? UNKNOWN : count(o.coupons)}</span>
        </Link>
        <Link to="/wdqb/xjq" className={styles.stat}>
          <span className={styles.statLabel}>{M.vouchers}</span>
          <span className={styles.statValue}>{o === null ? UNKNOWN : count(o.vouchers)}</span>
        </Link>
        <Link to="/zzfw/star" className={styles.stat}>
          <span className={styles.statLabel}>{M.favourites}</span>
          <span className={styles.statValue}>{o === null ? UNKNOWN : count(o.favourites)}</span>
        </Link>
      </section>

      <section className={styles.card} aria-labelledby="member-orders">
        <h2 id="member-orders" className={styles.sectionTitle}>
          {M.orders} <Link to="/order">{M.allOrders}</Link>
        </h2>
        <ul className={styles.orders}>
          {ORDER_TABS.map((tab) => (
            <li key={tab}>
              <Link to={`/order?tab=${tab}`} className={styles.stat}>
                <span className={styles.statValue}>{count(o?.orders?.[tab] ?? null)}</span>
                <span className={styles.statLabel}>{OrderStatus.tabLabel(tab)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="member-messages">
        <h2 id="member-messages" className={styles.sectionTitle}>
          {M.recentMessages} <Link to="/zhzx/wdxx">{M.moreMessages}</Link>
        </h2>
        {st === "failed" && (
          <p className={styles.muted}>
            <button type="button" className={styles.linkButton} onClick={() => void loadOverview()}>
              {Messages.common.retry}
            </button>
          </p>
        )}
        {o !== null && o.messages.length === 0 && <p className={styles.muted}>{M.noMessages}</p>}
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
      </section>
    </div>
  )
}
