/**
 * The phone lookup is braked (GET /api/user/phone/{phone}: it tells anyone whether a number is
 * registered): lookups of unregistered numbers in a row from one address must meet a 429 with a
 * whole-second Retry-After within 60, and the lookup after it must be refused too.
 */
import type { Suite } from "../suite.ts"

const OP = "getUserPhoneByPhone"
const TRIES = 60

export async function phoneLookupBrake(suite: Suite): Promise<void> {
  if (!suite.has(OP) || !suite.inScope(OP)) return
  const op = suite.op(OP)
  const phone = (i: number) => `1990000${String(i).padStart(4, "0")}`
  for (let i = 0; i < TRIES; i++) {
    const x = await suite.send({ op, path: { phone: phone(i) }, as: null }, "brake")
    if (x.status !== 429) continue
    const wait = x.responseHeaders["retry-after"]
    const problems = []
    if (wait === undefined || !/^\d+$/.test(wait) || Number(wait) < 1)
      problems.push({
        cause: "a braked lookup does not say how long to wait (Retry-After in whole seconds)",
        detail: `lookup ${i + 1} answered 429 with Retry-After ${JSON.stringify(wait ?? null)}`,
        exchange: x,
      })
    const next = await suite.send({ op, path: { phone: phone(i + 1) }, as: null }, "brake")
    if (next.status !== 429)
      problems.push({
        cause: "the lookup after a braked one is answered",
        detail: `lookup ${i + 1} answered 429, lookup ${i + 2} answered ${next.status}`,
        exchange: next,
      })
    suite.file(op, "brake", problems)
    return
  }
  suite.file(op, "brake", [
    {
      cause: "the phone lookup is not braked",
      detail: `${TRIES} lookups in a row from one address were all answered (the contract: at most 10 a minute, then 429 with Retry-After)`,
    },
  ])
}
