/**
 * The rules' hands on the first account's cart: empty it, fill it with chosen lines, and settle
 * it (the cart list, then the settlement preview of its selected lines), every amount of the
 * preview, every line price and every 满减 tier status compared with what the contract makes of
 * that cart (amounts.ts). A call that does not succeed ends the rule with a problem named at it.
 */
import type { Row } from "./bag.ts"
import { dataOf, envelopeOf, isSuccess, rowsOf } from "./checks.ts"
import type { Problem } from "./checks.ts"
import { expectedOf, linePrices, previewProblems, tierStatuses } from "./amounts.ts"
import type { Expected } from "./amounts.ts"
import type { Call, Exchange } from "./http.ts"
import { Stop } from "./suite.ts"
import type { Suite } from "./suite.ts"

/** A line to put in the cart: a goods (as the goods list answers it) and how many. */
export interface Pick {
  g: Row
  n: number
}

/** A rule ends with these problems (each named at the operation that is wrong). */
/** A goods' pack (中包装, `zbz`): the quantity it is bought by, at least 1. */
export const packOf = (g: Row): number => Math.max(1, Number(g.zbz ?? 1))

/** The body of POST /api/cart that adds `picks`, one line each (parallel lists by position). */
export const addBody = (picks: Pick[]): Row => ({
  goods_id: picks.map((p) => Number(p.g.id)),
  price: picks.map((p) => String(p.g.base_price)),
  number: picks.map((p) => p.n),
  ck_id: picks.map((p) => Number(p.g.ck_id ?? 0)),
})

export class RuleBroken extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => `${p.op ?? ""}: ${p.detail ?? p.cause}`).join("; "))
  }
}

export interface Settled {
  cart: Row
  cartX: Exchange
  data: Row
  x: Exchange
  ids: number[]
  expected: Expected
}

export class Carts {
  constructor(readonly suite: Suite) {}

  async call(id: string, parts: Omit<Call, "op" | "as"> = {}): Promise<Exchange> {
    return this.suite.client.send({ op: this.suite.op(id), as: this.suite.accountA, ...parts })
  }

  /** The call's data, or the rule ends naming it. */
  async must(id: string, parts: Omit<Call, "op" | "as"> = {}): Promise<Row> {
    const x = await this.call(id, parts)
    if (!isSuccess(x))
      throw new RuleBroken([
        {
          op: id,
          cause: `${id} did not succeed where the rule needs it`,
          detail: `${id} answered ${x.status} ${envelopeOf(x)?.message ?? ""}`,
          exchange: x,
        },
      ])
    return (dataOf(x) ?? {}) as Row
  }

  async clear(): Promise<void> {
    const ids = rowsOf(await this.must("getCartList")).map((l) => Number(l.id))
    if (ids.length > 0) await this.must("postCartBatchDelete", { body: { ids } })
  }

  async add(picks: Pick[]): Promise<void> {
    if (picks.length === 0) return
    await this.must("postCart", { body: addBody(picks) })
  }

  /** The cart emptied and filled with `picks`. */
  async fill(picks: Pick[]): Promise<void> {
    await this.clear()
    await this.add(picks)
  }

  /**
   * Settles the cart's selected lines: throws the problems of the cart (line prices, tier
   * statuses) and of the preview (every amount, with what it was expected from).
   */
  async settle(): Promise<Settled> {
    const cartX = await this.call("getCartList")
    if (!isSuccess(cartX))
      throw new RuleBroken([
        { op: "getCartList", cause: "the cart list did not succeed", exchange: cartX },
      ])
    const cart = (dataOf(cartX) ?? {}) as Row
    const expected = expectedOf(cart)
    const problems = [...linePrices(cart, cartX), ...tierStatuses(cart, expected, cartX)]
    const ids = rowsOf(cart)
      .filter((l) => Number(l.is_selected) === 1)
      .map((l) => Number(l.id))
    const x = await this.call("postCartCheckout", { body: { ids } })
    if (!isSuccess(x))
      throw new RuleBroken([
        ...problems,
        {
          op: "postCartCheckout",
          cause: "the settlement of a cart's selected lines did not succeed",
          detail: `postCartCheckout answered ${x.status} ${envelopeOf(x)?.message ?? ""}`,
          exchange: x,
        },
      ])
    const data = (dataOf(x) ?? {}) as Row
    problems.push(...previewProblems(expected, data, x))
    if (problems.length > 0) throw new RuleBroken(problems)
    return { cart, cartX, data, x, ids, expected }
  }
}

/**
 * Runs one rule: passes when `body` returns, fails with the problems it throws (each filed under
 * its operation too, so the report names the operation that is wrong).
 */
export async function rule(suite: Suite, name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body()
    suite.results.rules.set(name, { passed: true, message: "" })
  } catch (error) {
    if (error instanceof Stop) throw error
    if (!(error instanceof RuleBroken)) {
      suite.results.rules.set(name, {
        passed: false,
        message: String((error as Error).stack ?? error),
      })
      return
    }
    suite.results.rules.set(name, { passed: false, message: error.message })
    for (const p of error.problems)
      if (p.op && suite.has(p.op))
        suite.file(p.op, "rule", [{ ...p, detail: `${name}: ${p.detail ?? p.cause}` }])
  }
}
