/**
 * Rules shared by the zone and campaign pages:
 * - `idsOf`: the activity ids of /Hdzx/{ids} and the ad slot ids of /kxzq/goods/{url}/{ads}, written
 *   as one path segment separated by commas (also `-` or `_`): positive whole numbers, in order,
 *   each once, at most 20; anything else in the segment is ignored.
 * - `chosen`: the activity a tab page shows: the one named by `{id}` when it is in the list, else
 *   the first of the list (`null` for an empty list).
 * - `isMissing`: an answer saying the activity (zone, course…) does not exist is a 404 warning;
 *   the page then goes to /noActivity (`NO_ACTIVITY_PATH`) instead of alerting.
 * - `yxAccess`: the free-shipping zone is shown to a signed-in company whose `is_show_youx` flag
 *   is set; guests are asked to sign in; other companies are told it is not open for them.
 * - `phase`: an activity before its start says 活动未开始 and counts down to the start, a running
 *   one counts down to its end, an ended one says 活动已结束 (core Countdown, server timestamps).
 * - `subtitle`: an activity's own title is said under the page's title only when it says
 *   something else (每日特价 under 每日特价 is not repeated).
 * - `withoutTitle`: a rules text (server HTML) that opens with a heading repeating the page's
 *   title loses that heading: the page's h1 already says it.
 */
import type * as Contract from "./Contract.ts"
import * as Countdown from "./Countdown.ts"
import * as Field from "./Field.ts"
import * as Messages from "./Messages.ts"

export const NO_ACTIVITY_PATH = "/noActivity"
export const MAX_IDS = 20

/** Ids written in one path segment (`"1,3,2"`). */
export const idsOf = (segment: string | null | undefined): ReadonlyArray<number> => {
  const out: number[] = []
  if (typeof segment !== "string") return out
  for (const part of segment.split(/[,\-_]/)) {
    const n = Field.int(part)
    if (n === null || n <= 0 || out.includes(n)) continue
    out.push(n)
    if (out.length === MAX_IDS) break
  }
  return out
}

/** The id a tab page shows: `wanted` when listed, else the first; `null` without ids. */
export const chosen = (
  ids: ReadonlyArray<number>,
  wanted: string | null | undefined,
): number | null => {
  const n = Field.int(wanted)
  if (n !== null && ids.includes(n)) return n
  return ids[0] ?? null
}

/** True for the answer to a call on something that does not exist (HTTP 404 warning). */
export const isMissing = (failure: { readonly _tag: string; readonly code?: number }): boolean =>
  failure._tag === "Warning" && failure.code === 404

export type YxAccess = "Allowed" | "Guest" | "NoRight"

/** Whether the free-shipping zone is open to the signed-in company (`null`: a guest). */
export const yxAccess = (
  user: Partial<Pick<Contract.UserState, "is_show_youx">> | null | undefined,
): YxAccess => (user == null ? "Guest" : user.is_show_youx === 1 ? "Allowed" : "NoRight")

export interface Phase {
  readonly phase: Countdown.Phased["phase"]
  readonly parts: Countdown.Parts
  /** 距开始 / 距结束 while counting, 活动已结束 once ended. */
  readonly label: string
  /** 活动未开始 before the start, else null. */
  readonly notice: string | null
}

/** An activity's phase at `nowMs` with the words the page shows. */
export const phase = (
  nowMs: number,
  start: Countdown.Timestamp | undefined,
  end: Countdown.Timestamp | undefined,
): Phase => {
  const p = Countdown.phased(nowMs, start, end)
  const M = Messages.zones
  return {
    ...p,
    label: p.phase === "upcoming" ? M.startsIn : p.phase === "running" ? M.endsIn : M.ended,
    notice: p.phase === "upcoming" ? M.notStarted : null,
  }
}
