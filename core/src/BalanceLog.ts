/**
 * The balance log (余额明细, `GET /api/user/user_money_log`): each entry has a use type (1 充值
 * top-up, 2 消费 spending, 3 退款 refund), a signed amount in fen (negative for spending) and the
 * balance after it. The filter (use type and a date range of Shanghai calendar days, both ends
 * inclusive, `YYYY-MM-DD`) is checked before it is sent: a date must be a real date and the start
 * not after the end, else a Chinese message on the field. `consistent` says whether a newest-first
 * log chains: each entry's balance minus its amount is the next (older) entry's balance.
 * `totals` sums income and spending; `income - spending` is always the sum of the amounts.
 */
import { Result } from "effect"
import type * as Contract from "./Contract.ts"
import * as DateTime from "./DateTime.ts"
import * as Messages from "./Messages.ts"
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

/** The use-type choices of the filter; 0 is all. */
export const useTypes: ReadonlyArray<{ readonly value: 0 | 1 | 2 | 3; readonly label: string }> = [
  { value: 0, label: Messages.member.balance.all },
  { value: 1, label: Messages.member.balance.topUp },
  { value: 2, label: Messages.member.balance.spend },
  { value: 3, label: Messages.member.balance.refund },
]

/** The label of a use type (其他 when unknown). */
export const typeLabel = (useType: Contract.MoneyLog["use_type"]): string =>
  useTypes.find((t) => t.value !== 0 && t.value === useType)?.label ?? Messages.member.balance.other

/** The filter as the buyer set it: a use type (a number, or its text from the URL) and two days. */
export interface FilterInput {
  readonly use_type?: number | string
  readonly start_time?: string
  readonly end_time?: string
}

/** The query to send: only the fields that are set. */
export interface Query {
  readonly use_type?: 1 | 2 | 3
  readonly start_time?: string
  readonly end_time?: string
}

export type FilterErrors = Partial<Record<"start_time" | "end_time", string>>

/** Checks a filter: dates real, start not after end. */
export const filter = (input: FilterInput): Result.Result<Query, FilterErrors> => {
  const M = Messages.member.balance
  const start = (input.start_time ?? "").trim()
  const end = (input.end_time ?? "").trim()
  const errors: { start_time?: string; end_time?: string } = {}
  if (start !== "" && !DateTime.isDate(start)) errors.start_time = M.dateInvalid
  if (end !== "" && !DateTime.isDate(end)) errors.end_time = M.dateInvalid
  if (!errors.start_time && !errors.end_time && start !== "" && end !== "" && start > end)
    errors.end_time = M.rangeInvalid
  if (errors.start_time || errors.end_time) return Result.fail(errors)
  const type = Number(input.use_type)
  return Result.succeed({
    ...(type === 1 || type === 2 || type === 3 ? { use_type: type } : {}),
    ...(start !== "" ? { start_time: start } : {}),
    ...(end !== "" ? { end_time: end } : {}),
  })
}

/** A log entry as far as its amounts go (`Contract.MoneyLog`). */
export type Entry = Partial<Pick<Contract.MoneyLog, "amount" | "balance">>

/** Signed amount in fen (yuan strings such as "-35.00" read exactly). */
export const amountOf = (e: Entry): Fen => signed(e.amount)

const signed = (v: string | undefined): Fen => Money.parseOr(v)

/** `+¥200.00` / `-¥35.00`. */
export const amountText = (e: Entry): string => {
  const a = amountOf(e)
  return a < 0 ? Money.format(a) : `+${Money.format(a)}`
}

/** Income (sum of positive amounts) and spending (sum of negative amounts, as a positive). */
export const totals = (entries: ReadonlyArray<Entry>): { income: Fen; spending: Fen } => {
  let income = Money.zero
  let spending = Money.zero
  for (const e of entries) {
    const a = amountOf(e)
    if (a >= 0) income = Money.add(income, a)
    else spending = Money.add(spending, Money.negate(a))
  }
  return { income, spending }
}

/** Whether a newest-first log chains: balance − amount of each entry = the next entry's balance. */
export const consistent = (entries: ReadonlyArray<Entry>): boolean => {
  for (let i = 0; i + 1 < entries.length; i++) {
    const cur = entries[i]
    const older = entries[i + 1]
    if (!cur || !older) continue
    if (signed(cur.balance) - amountOf(cur) !== signed(older.balance)) return false
  }
  return true
}

/** The newest-first log that `changes` (oldest first) make from an opening balance. */
export const build = (
  opening: Fen,
  changes: ReadonlyArray<{ readonly useType: 1 | 2 | 3; readonly amount: Fen }>,
): ReadonlyArray<{ use_type: number; amount: string; balance: string }> => {
  let balance = opening
  const out: { use_type: number; amount: string; balance: string }[] = []
  for (const c of changes) {
    balance = Money.add(balance, c.amount)
    out.push({
      use_type: c.useType,
      amount: Money.toYuanString(c.amount),
      balance: Money.toYuanString(balance),
    })
  }
  return out.reverse()
}
