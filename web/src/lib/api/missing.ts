/**
 * Calls on something that may not exist (an activity, a zone, a course, an order, an article);
 * its 404 is core `Zone.isMissing`.
 * - `missingGoesTo(to)`: options under which that 404 goes to `to` in place of the current page.
 * - `callOne(id, op, init)`: `call` for one thing by its id, resolving with the kit's `Missing` on
 *   that 404, shown by the page itself (`ListState`'s `missing`) rather than in an alert. An id
 *   that cannot name a record (not a positive integer, e.g. /order/info/abc) is missing without
 *   asking.
 * Other failures are shown as usual. Its own module, so that only the pages that use it load core
 * Zone.
 */
import * as Zone from "@mall/core/Zone"
import type { DataOf, Operation } from "@mall/core/Operation"
import type * as ApiClient from "@mall/core/ApiClient"
import { Missing } from "../kit/resource.ts"
import { navigateTo } from "../navigation.ts"
import { request } from "./client.ts"
import { showOutcome, type ShowOptions } from "./outcomeUi.ts"

export const missingGoesTo = (to: string): ShowOptions => ({
  on: {
    Warning: (o) => {
      if (Zone.isMissing(o)) navigateTo(to, { replace: true })
      else showOutcome(o)
    },
  },
})

/** The decoded data of a success, `Missing` when the thing does not exist, else `undefined`. */
export async function callOne<O extends Operation>(
  id: number,
  operation: O,
  ...init: ApiClient.InitArgs<O>
): Promise<DataOf<O> | Missing | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return Missing
  const outcome = await request(operation, ...init)
  if (outcome._tag === "Success") return outcome.data
  if (Zone.isMissing(outcome)) return Missing
  showOutcome(outcome)
  return undefined
}
