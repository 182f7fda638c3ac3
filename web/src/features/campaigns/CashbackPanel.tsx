/** 满额返现: the tiers, the progress bar with a mark per tier, and what is still to spend (core Cashback). */
import * as Cashback from "@mall/core/Cashback"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { SafeHtml } from "../../lib/ui/SafeHtml.tsx"
import type { CashbackData } from "./model.ts"
import { ActivityCountdown } from "./Countdown.tsx"
import styles from "./Campaigns.module.css"

export function CashbackPanel({ data }: { data: CashbackData }) {
  const M = Messages.zones
  const progress = Cashback.progress(Cashback.tiersOf(data.tiers), Money.parseOr(data.spent))
  return (
    <section className={styles.panel} aria-labelledby="cashback-title">
      <h2 id="cashback-title">{data.title}</h2>
      <ActivityCountdown start={data.start_time} end={data.end_time} />
      <p className={styles.spent} data-testid="cashback-spent">
        {M.cashbackSpent(progress.spent)}
        {progress.earned > 0 && <span>{M.cashbackEarned(progress.earned)}</span>}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={M.cashbackProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className={styles.barFill} style={{ width: `${progress.percent}%` }} />
        {progress.rows.map((r) => (
          <span
            key={r.amount}
            className={r.reached ? styles.markReached : styles.mark}
            style={{ left: `${r.position}%` }}
            aria-hidden="true"
          />
        ))}
      </div>
      {progress.message !== "" && (
        <p className={styles.gap} data-testid="cashback-gap">
          {progress.message}
        </p>
      )}
      <h3>{M.cashbackTiers}</h3>
      <ul className={styles.tiers}>
        {progress.rows.map((r) => (
          <li key={r.amount} className={r.reached ? styles.tierReached : styles.tier}>
            <span>{r.label}</span>
            <span>{r.reached ? M.cashbackReached : M.cashbackNotReached}</span>
          </li>
        ))}
      </ul>
      <h3>{M.rule}</h3>
      <SafeHtml html={data.rule} className={styles.rule} />
    </section>
  )
}
