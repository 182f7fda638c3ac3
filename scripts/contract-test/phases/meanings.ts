/**
 * What the contract means that its schemas cannot say, checked on the answers themselves:
 * - paging: `page` 1 and 2 (and on to the last of a short list) hold `per_page` records each (the
 *   rest on the last), no record twice, `current_page` the page asked for, `last_page` and
 *   `total` agreeing with what the pages hold; a `per_page` parameter is obeyed, its default is
 *   the default;
 * - time: integers the contract calls seconds (`（秒）`, 时间戳) are 10-digit seconds; strings it
 *   gives as `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` are written so;
 * - status texts: a record's `status_text` is the text the contract gives its `status`;
 * - orders: a list the contract says is newest first (新的在前) is; the goods list's price and
 *   expiry orders, 常购清单's orders sort as named; a list in a record said to be 早的在前 (a
 *   return's progress) is oldest first;
 * - expiry: a record with an expiry date and a status that has an 已过期 value is in that status
 *   exactly when the date is past (today in Beijing time);
 * - current: a list of records with `is_current` (the stores) holds exactly one current;
 * - filters: a status-like parameter (the same name and values as a field of the records)
 *   answers only records with that value;
 * - agreement: a goods reads the same in the goods list and in its detail; the counts (usable
 *   coupons, orders by status, the user's cart and unread messages) are those of the lists they
 *   count; the phone lookup knows the account's own phone.
 * Each is named at the operation whose answer it is.
 */
import type { Call } from "../http.ts"
import type { Suite } from "../suite.ts"
import { agreement } from "./meanings/agreement.ts"
import { currentProblems } from "./meanings/current.ts"
import { expiryProblems } from "./meanings/expiry.ts"
import { filters } from "./meanings/filters.ts"
import { orders, statedOrderProblems } from "./meanings/orders.ts"
import { isPaged, paging } from "./meanings/paging.ts"
import { statusProblems } from "./meanings/status.ts"
import { timeProblems } from "./meanings/time.ts"

export async function meanings(suite: Suite): Promise<void> {
  for (const op of suite.contract.operations) {
    if (!suite.inScope(op)) continue
    for (const x of suite.answers.get(op.id) ?? [])
      suite.file(op, "meaning", [
        ...timeProblems(suite, x),
        ...statusProblems(suite, x),
        ...statedOrderProblems(suite, x),
        ...expiryProblems(suite, x),
        ...currentProblems(x),
      ])
    if (op.method !== "GET") continue
    const base = suite.good.get(op.id)
    if (!base) continue
    // paging and orders on the whole list: the scenario's request with its required parameters only
    const required = new Set(op.params.filter((p) => p.required).map((p) => p.name))
    const plain: Call = {
      ...base,
      query: Object.fromEntries(Object.entries(base.query ?? {}).filter(([k]) => required.has(k))),
    }
    if (isPaged(suite.contract, op)) {
      suite.file(op, "meaning", await paging(suite, op, plain))
      suite.file(op, "meaning", await filters(suite, op, plain))
    }
    suite.file(op, "meaning", await orders(suite, op, plain))
  }
  await agreement(suite)
}
