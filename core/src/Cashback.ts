/**
 * 满额返现 (/hb): a campaign pays a fixed rebate once what the company spent in the campaign
 * period reaches a tier's amount. Tiers arrive from the API in yuan (numbers or decimal strings);
 * unreadable tiers and tiers of 0 or less are dropped, the rest are sorted by amount, and when
 * two tiers share an amount the larger rebate wins. The reached tier is the highest one whose
 * amount is at most the spending: its rebate is what the company has earned (0 below every
 * tier). The next tier is the lowest one above the spending, with the gap (its amount minus the
 * spending, always > 0). Progress is a whole percentage of the top tier's amount, floored and
 * capped at 100, and each tier's mark sits at its own percentage of the top. Money in fen.
 */
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

export interface Tier {
  readonly amount: Fen
  readonly rebate: Fen
}

/** A tier as the API sends it (`Contract.CashbackTier`). */
export type RawTier = Contract.CashbackTier

/** Valid tiers, sorted by amount, one per amount (the larger rebate). */
export const tiersOf = (raw: ReadonlyArray<RawTier> | undefined): ReadonlyArray<Tier> => {
  const byAmount = new Map<number, Fen>()
  for (const t of raw ?? []) {
    const a = Money.parse(t.amount)
    const r = Money.parse(t.rebate)
    if (a._tag === "Failure" || r._tag === "Failure" || a.success <= 0 || r.success < 0) continue
    const prev = byAmount.get(a.success)
    byAmount.set(a.success, prev === undefined ? r.success : Money.max(prev, r.success))
  }
  return [...byAmount.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([amount, rebate]) => ({ amount: amount as Fen, rebate }))
}

export interface TierRow extends Tier {
  readonly reached: boolean
  /** Where the tier's mark sits on the progress bar, in whole per cent of the top tier. */
  readonly position: number
  readonly label: string
}

export interface Progress {
  readonly spent: Fen
  readonly reached: Tier | null
  readonly next: Tier | null
  /** What is still to spend to reach the next tier (0 when there is none). */
  readonly gap: Fen
  /** The rebate earned so far (the reached tier's, else 0). */
  readonly earned: Fen
  /** 0–100, floored. */
  readonly percent: number
  readonly rows: ReadonlyArray<TierRow>
  /** `再消费¥{gap}可返¥{rebate}`, `已达最高档，可返¥{rebate}`, or "" without tiers. */
  readonly message: string
}

const percentOf = (part: Fen, whole: Fen): number => {
  if (whole <= 0) return 0
  if (part >= whole) return 100
  if (part <= 0) return 0
  const r = Money.applyRate(part, 100, whole)
  return r._tag === "Success" ? Math.min(100, Math.max(0, r.success)) : 0
}

/** Where a company stands in the campaign with `spent` (fen; negatives count as 0). */
export const progress = (tiers: ReadonlyArray<Tier>, spentIn: Fen): Progress => {
  const spent = Money.max(spentIn, Money.zero)
  let reached: Tier | null = null
  let next: Tier | null = null
  for (const t of tiers) {
    if (t.amount <= spent) reached = t
    else if (next === null) next = t
  }
  const top = tiers.length === 0 ? Money.zero : (tiers[tiers.length - 1]?.amount ?? Money.zero)
  const gap = next === null ? Money.zero : Money.sub(next.amount, spent)
  const earned = reached === null ? Money.zero : reached.rebate
  const message =
    next !== null
      ? Messages.zones.cashbackGap(gap, next.rebate)
      : reached !== null
        ? Messages.zones.cashbackTop(earned)
        : ""
  return {
    spent,
    reached,
    next,
    gap,
    earned,
    percent: percentOf(spent, top),
    rows: tiers.map((t) => ({
      ...t,
      reached: t.amount <= spent,
      position: percentOf(t.amount, top),
      label: Messages.zones.cashbackTier(t.amount, t.rebate),
    })),
    message,
  }
}
