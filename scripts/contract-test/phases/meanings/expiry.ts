/**
 * Expiry, as the contract gives it: a record with an `expire_date` whose `status` has a value the
 * contract calls 已过期 (a licence: 0 待审核，1 已通过，2 已过期) is in that status exactly when its
 * date is past, today being the Beijing calendar day (core Licence). Near midnight, when the suite's
 * clock and the server's may see different days, nothing is judged.
 *
 * A record with an `end_time` (到期时间, 失效时间: a cash voucher, a coupon) and such a status: once
 * the time is past, not in a status the contract calls usable (可用, 未使用); a used one (已用完,
 * 已使用) may stay so.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Licence from "@mall/core/Licence"
import { dataOf } from "../../checks.ts"
import type { Problem } from "../../checks.ts"
import type { Exchange } from "../../http.ts"
import type { Suite } from "../../suite.ts"
import { statusTexts } from "./status.ts"
import { walk } from "./walk.ts"

/** How far apart the suite's clock and the server's may be. */
const SLACK_MS = 10 * 60_000

/** Whether a date is past at `now` (null: a permanent or unreadable date, or too near midnight). */
function past(date: string, now: number): boolean | null {
  const early = Licence.state(date, now - SLACK_MS)._tag
  const late = Licence.state(date, now + SLACK_MS)._tag
  if (early !== late && (early === "Expired" || late === "Expired")) return null
  if (early === "Permanent" || early === "Unknown") return null
  return early === "Expired"
}

/** A status's texts (status.ts) and the value the contract calls 已过期, if it has one. */
function expiryOf(description: unknown): { texts: Map<number, string>; expired?: number } {
  const texts = statusTexts(description)
  return { texts, expired: [...texts].find(([, t]) => t === "已过期")?.[0] }
}

export function expiryProblems(suite: Suite, x: Exchange): Problem[] {
  const problems: Problem[] = []
  if (!x.op.dataSchema) return problems
  const now = Date.now()
  walk(suite.contract, x.op.dataSchema, dataOf(x), "data", {
    object(s, r, path) {
      const props = s.properties as Record<string, unknown> | undefined
      if (!props?.status || typeof r.status !== "number") return
      const { texts, expired } = expiryOf(suite.contract.resolve(props.status).description)
      if (expired === undefined) return
      const text = texts.get(r.status) ?? "?"
      if (props.expire_date) {
        if (typeof r.expire_date !== "string") return
        const isPast = past(r.expire_date, now)
        if (isPast === null || isPast === (r.status === expired)) return
        problems.push({
          cause: "a status disagrees with the expiry date",
          detail: isPast
            ? `${path}: expire_date ${r.expire_date} is past (today in Beijing time) but status is ${r.status} (${text}), not ${expired} (已过期)`
            : `${path}: status ${expired} (已过期) but expire_date ${r.expire_date} is not past (today in Beijing time)`,
          exchange: x,
        })
        return
      }
      if (!props.end_time || typeof r.end_time !== "string") return
      const at = DateTime.parse(r.end_time)
      if (at === null || !(at < now - SLACK_MS)) return
      if (text === "可用" || text === "未使用")
        problems.push({
          cause: "a status disagrees with the expiry date",
          detail: `${path}: end_time ${r.end_time} is past (Beijing time) but status is ${r.status} (${text}), not ${expired} (已过期)`,
          exchange: x,
        })
    },
  })
  return problems.slice(0, 3)
}
