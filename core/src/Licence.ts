/**
 * Licence expiry (资质证件有效期). A licence is valid through its expiry date (`expire_date`,
 * `YYYY-MM-DD`, a calendar day in Asia/Shanghai) and expired from the next day on; `长期` (or an
 * empty date) never expires. Within `WARN_DAYS` (30) days of its expiry date — today counted as
 * 0 days left — it is "expiring" and flagged; after it, "expired" and shown red. The clock is
 * passed in (epoch milliseconds); "today" is the Shanghai calendar day of that instant.
 * `warnings` lists the licences a buyer must act on: expired ones first, then by days left.
 */
import type * as Contract from "./Contract.ts"
import * as DateTime from "./DateTime.ts"
import * as Messages from "./Messages.ts"

/** A licence expiring within this many days is flagged. */
export const WARN_DAYS = 30

export type State =
  | { readonly _tag: "Permanent" }
  | { readonly _tag: "Valid"; readonly daysLeft: number }
  | { readonly _tag: "Expiring"; readonly daysLeft: number }
  | { readonly _tag: "Expired"; readonly daysAgo: number }
  | { readonly _tag: "Unknown" }

/** The Shanghai day (`DateTime.day`) of a `YYYY-MM-DD` expiry date, or `null` when it is not one. */
export const dayNumber = (date: string): number | null => {
  const at = DateTime.parseDate(date.trim())
  return at === null ? null : DateTime.day(at)
}

/** Today on the Shanghai calendar (`DateTime.day`) at the instant `now`. */
export const today = DateTime.day

/** The state of a licence whose expiry date is `expireDate`, at `now`. */
export const state = (expireDate: string | undefined, now: number): State => {
  const text = (expireDate ?? "").trim()
  if (text === "" || text === "长期") return { _tag: "Permanent" }
  const day = dayNumber(text)
  if (day === null) return { _tag: "Unknown" }
  const left = day - today(now)
  if (left < 0) return { _tag: "Expired", daysAgo: -left }
  if (left <= WARN_DAYS) return { _tag: "Expiring", daysLeft: left }
  return { _tag: "Valid", daysLeft: left }
}

/** How a state is shown: valid green, expiring amber, expired red, unknown grey. */
export const tone = (s: State): "success" | "warning" | "danger" | "muted" =>
  s._tag === "Expired"
    ? "danger"
    : s._tag === "Expiring"
      ? "warning"
      : s._tag === "Unknown"
        ? "muted"
        : "success"

/** Whether a buyer must act on the licence (expiring or expired). */
export const needsAction = (s: State): boolean => s._tag === "Expiring" || s._tag === "Expired"

/** The words shown for a state: 长期有效, 有效, `{n}天后到期`, 今日到期, 已过期. */
export const label = (s: State): string => {
  const M = Messages.member.licence
  switch (s._tag) {
    case "Permanent":
      return M.permanent
    case "Valid":
      return M.valid
    case "Expiring":
      return s.daysLeft === 0 ? M.expiresToday : M.expiresIn(s.daysLeft)
    case "Expired":
      return M.expired
    case "Unknown":
      return M.unknown
  }
}

/** A licence as far as its warnings go (`GET /api/user/zizhi`, `Contract.Qualification`). */
export type Licence = Partial<Pick<Contract.Qualification, "name" | "expire_date">>

export interface Warning<L extends Licence> {
  readonly licence: L
  readonly state: State
  /** e.g. `药品经营许可证已过期` / `GSP证书将于25天后到期`. */
  readonly message: string
}

/** The licences to act on at `now`: expired first (longest ago first), then by days left. */
export const warnings = <L extends Licence>(
  licences: ReadonlyArray<L>,
  now: number,
): ReadonlyArray<Warning<L>> => {
  const rank = (s: State): number =>
    s._tag === "Expired" ? -1_000_000 - s.daysAgo : s._tag === "Expiring" ? s.daysLeft : 0
  return licences
    .map((licence) => ({ licence, state: state(licence.expire_date, now) }))
    .filter((w) => needsAction(w.state))
    .sort((a, b) => rank(a.state) - rank(b.state))
    .map((w) => ({
      ...w,
      message: Messages.member.licence.warning(w.licence.name ?? "", label(w.state)),
    }))
}
