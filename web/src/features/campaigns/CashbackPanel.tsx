/**
 * 满额返现 across the page's width: what the company spent, what it has earned and what is still to
 * spend, side by side; the progress bar with a mark per tier and each tier's amount under its
 * mark; the tiers as cards, one column each, the reached ones marked; and the rules (core
 * Cashback).
 */
import * as Cashback from "@mall/core/Cashback"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import type { CSSProperties } from "react"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Rules } from "./CampaignFrame.tsx"
import type { CashbackData } from "./model.ts"
import styles from "./Campaigns.module.css"

export function CashbackPanel({ data }: { data: CashbackData }) {
  const M = Messages.zones
  const progress = Cashback.progress(Cashback.tiersOf(data.tiers), Money.parseOr(data.spent))
  const figures = [
    {
      label: M.cashbackSpentLabel,
      value: <Price amount={progress.spent} size="large" />,
      testId: "cashback-spent",
      className: undefined,
    },
    {
      label: M.cashbackEarnedLabel,
      value: <Price amount={progress.earned} size="large" />,
      testId: undefined,
      className: undefined,
    },
    {
      label: M.cashbackNextLabel,
      value: progress.message === "" ? "-" : progress.message,
      testId: "cashback-gap",
      className: styles.gap,
    },
  ]
  return (
    <div className={styles.stack}>
      <Card title={M.cashbackProgress}>
        <dl className={styles.figures}>
          {figures.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd className={f.className} data-testid={f.testId}>
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className={styles.track}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={M.cashbackProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={M.cashbackSpent(progress.spent)}
          >
            <div className={styles.barFill} style={{ width: `${progress.percent}%` }} />
          </div>
          {/* the tiers' amounts at their places on the bar; the tiers card below says them */}
          <ol className={styles.marks} aria-hidden="true">
            {progress.rows.map((r) => (
              <li
                key={r.amount}
                className={r.reached ? styles.markReached : styles.mark}
                style={{ "--at": `${r.position}%` } as CSSProperties}
              >
                {Messages.priceYuan(r.amount)}
              </li>
            ))}
          </ol>
        </div>
      </Card>
      <Card title={M.cashbackTiers}>
        <ul
          className={styles.tiers}
          style={{ "--tiers": Math.max(1, progress.rows.length) } as CSSProperties}
        >
          {progress.rows.map((r) => (
            <li key={r.amount} className={r.reached ? styles.tierReached : styles.tier}>
              <span className={styles.tierAmount}>{M.cashbackThreshold(r.amount)}</span>
              <span className={styles.tierRebate}>
                {M.cashbackRebate}
                <Price amount={r.rebate} size="large" />
              </span>
              <StatusBadge tone={r.reached ? "success" : "muted"}>
                {r.reached ? M.cashbackReached : M.cashbackNotReached}
              </StatusBadge>
            </li>
          ))}
        </ul>
      </Card>
      <Rules html={data.rule} />
    </div>
  )
}
