/**
 * Manjian (满减, "spend X, get Y off"): `activity_data.manjians` tiers, each an amount threshold
 * and a reduction. For an eligible amount, a tier's status is 1 when the amount reaches the
 * tier's amount, otherwise 0; the reduction is the largest reduction among reached tiers (never
 * more than the eligible amount); the next tier is the cheapest unreached tier that would reduce
 * more, with the gap (`再买¥{amount}可减¥{reduce}`). Tiers are read from `amount` and `reduce`
 * (yuan); unreadable or non-positive ones are dropped; tiers are sorted by amount.
 */
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

export interface Tier {
  readonly amount: Fen
  readonly reduce: Fen
}

/** A tier as the cart state sends it (`Contract.Manjian`). */
export type RawTier = Pick<Contract.Manjian, "amount" | "reduce">

/** Tiers from `activity_data.manjians`, sorted by amount (then reduction). */
export const tiersOf = (raw: ReadonlyArray<RawTier> | undefined): ReadonlyArray<Tier> => {
  const out: Array<Tier> = []
  for (const t of raw ?? []) {
    const amount = Money.parse(t.amount)
    const reduce = Money.parse(t.reduce)
    if (amount._tag === "Failure" || reduce._tag === "Failure") continue
    if (amount.success <= 0 || reduce.success <= 0) continue
    out.push({ amount: amount.success, reduce: reduce.success })
  }
  return out.sort((a, b) => a.amount - b.amount || a.reduce - b.reduce)
}

export interface TierStatus extends Tier {
  /** 1 when the eligible amount reaches the tier amount, otherwise 0. */
  readonly status: 0 | 1
  /** `满¥{amount}减¥{reduce}` */
  readonly label: string
}

export interface Next {
  readonly tier: Tier
  readonly gap: Fen
  /** `再买¥{gap}可减¥{reduce}` */
  readonly message: string
}

export interface Evaluation {
  readonly eligible: Fen
  readonly tiers: ReadonlyArray<TierStatus>
  /** The best reached tier, if any. */
  readonly reached: Tier | undefined
  readonly reduction: Fen
  /** The next tier to reach (a value, so the view can say 再买¥X可减¥Y), or `undefined`. */
  readonly next: Next | undefined
}

const labels = new WeakMap<Tier, string>()

/** `满¥{amount}减¥{reduce}` for a tier (computed once per tier). */
export const label = (t: Tier): string => {
  let l = labels.get(t)
  if (l === undefined) {
    l = Messages.manjianTier(t.amount, t.reduce)
    labels.set(t, l)
  }
  return l
}

/** The status of every tier, the reduction and the next tier for an eligible amount. */
export const evaluate = (eligible: Fen, tiers: ReadonlyArray<Tier>): Evaluation => {
  const statuses: Array<TierStatus> = []
  let reached: Tier | undefined
  for (const t of tiers) {
    const status = eligible >= t.amount ? 1 : 0
    if (status === 1 && (reached === undefined || t.reduce > reached.reduce)) reached = t
    statuses.push({ amount: t.amount, reduce: t.reduce, status, label: label(t) })
  }
  const reduction =
    reached === undefined ? Money.zero : Money.min(reached.reduce, Money.max(eligible, Money.zero))
  let next: Next | undefined
  for (const t of tiers) {
    if (t.amount > eligible && t.reduce > reduction) {
      const gap = Money.sub(t.amount, eligible)
      next = { tier: t, gap, message: Messages.manjianGap(gap, t.reduce) }
      break
    }
  }
  return { eligible, tiers: statuses, reached, reduction, next }
}
