/**
 * Rules any server must keep, as stateful properties run with fast-check (seeded):
 * - cart totals: each line at its ladder price for its quantity; the settlement preview's amounts
 *   are what the contract makes of the selected lines (amounts.ts), for generated carts and
 *   selections;
 * - preview and order agree: the order made from a preview carries the same amounts;
 * - two concurrent submits of one cart make one order, and take stock and the coupon once;
 * - cancelling gives back what the order took (stock and coupon);
 * - activity prices are the original price at the rate, floored to the fen.
 * The carts at and around every threshold: boundaries.ts. Amounts are compared as integer fen.
 */
import fc from "fast-check"
import type { Row } from "./bag.ts"
import { dataOf, isSuccess, rowsOf } from "./checks.ts"
import type { Problem } from "./checks.ts"
import { orderProblems } from "./amounts.ts"
import { Carts, RuleBroken, packOf, rule } from "./carts.ts"
import type { Exchange } from "./http.ts"
import { fen, shown, yuan } from "./money.ts"
import type { Suite } from "./suite.ts"

/** A generated cart, said plainly: which goods, how many, which lines unselected. */
const describeCart = (goods: Row[], lines: { i: number; n: number }[], off: boolean[]): string =>
  lines
    .map(
      (l, k) =>
        `${String(goods[l.i]?.name ?? goods[l.i]?.id)} ×${l.n}${off[k] === true && k > 0 ? " (unselected)" : ""}`,
    )
    .join(", ")

export async function runRules(suite: Suite): Promise<void> {
  const ruleScope = suite.contract.operations.some(
    (o) => suite.inScope(o) && (o.tags.includes("cart") || o.tags.includes("order")),
  )
  if (!ruleScope) return
  const carts = new Carts(suite)
  const goods = ((suite.bag.goods as Row[] | undefined) ?? []).slice(0, 8)
  if (goods.length === 0) {
    suite.results.rules.set("cart totals", {
      passed: false,
      message: "no buyable goods in GET /api/goods/list to build a cart from",
    })
    return
  }

  const runs = suite.options.ruleRuns ?? 6
  await rule(suite, "cart totals equal the selected lines at their ladder price", async () => {
    const pick = fc.record({
      lines: fc.uniqueArray(
        fc.record({ i: fc.nat({ max: goods.length - 1 }), n: fc.integer({ min: 1, max: 120 }) }),
        { minLength: 1, maxLength: 4, selector: (l) => l.i },
      ),
      off: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    })
    let broken: RuleBroken | null = null
    let cart = ""
    await fc
      .assert(
        fc.asyncProperty(pick, async ({ lines, off }) => {
          cart = describeCart(goods, lines, off)
          await carts.fill(lines.map((l) => ({ g: goods[l.i] as Row, n: l.n })))
          const ids = rowsOf(await carts.must("getCartList")).map((l) => Number(l.id))
          const deselect = ids.filter((_, k) => off[k] === true && k > 0)
          if (deselect.length > 0)
            await carts.must("postCartBatchSelect", { body: { ids: deselect, is_selected: 0 } })
          try {
            await carts.settle()
          } catch (error) {
            if (error instanceof RuleBroken) broken = error
            throw error
          }
        }),
        { seed: suite.seed, numRuns: runs, endOnFailure: true },
      )
      .catch((error: unknown) => {
        // the cart that failed, said plainly, instead of fast-check's bare counterexample
        if (broken)
          throw new RuleBroken(
            broken.problems.map((p) => ({ ...p, detail: `cart ${cart}: ${p.detail ?? p.cause}` })),
          )
        throw error
      })
  })

  await rule(suite, "the settlement preview and the order agree to the fen", async () => {
    await carts.fill(goods.slice(0, 3).map((g, k) => ({ g, n: (k + 1) * packOf(g) })))
    const p = await carts.settle()
    const created = await carts.call("postOrder", {
      body: { ids: p.ids, address_id: Number(suite.bag.addressId), pay_type: "wechat" },
    })
    if (!isSuccess(created))
      throw new RuleBroken([
        { op: "postOrder", cause: "an order of a settled cart was not placed", exchange: created },
      ])
    const order = (dataOf(created) ?? {}) as Row
    const detailX = await carts.call("getOrderById", { path: { id: Number(order.id) } })
    const problems = orderProblems(
      p.data,
      0,
      order,
      created,
      (dataOf(detailX) ?? {}) as Row,
      detailX,
    )
    await carts.must("postOrderCancel", {
      path: { id: Number(order.id) },
      body: { reason: "契约测试" },
    })
    if (problems.length > 0) throw new RuleBroken(problems)
  })

  await rule(
    suite,
    "two concurrent submits make one order; stock and coupon are taken once and given back on cancel",
    async () => {
      // Enough goods to reach a coupon's threshold.
      const g = goods[0] as Row
      const n = packOf(g) * 10
      await carts.fill([{ g, n }])
      const p = await carts.settle()
      const coupon = rowsOf(p.data.coupons)[0]
      const stockOf = async () =>
        Number((await carts.must("getGoodsDetailById", { path: { id: Number(g.id) } })).number)
      const stock = await stockOf()
      const firstPage = async () =>
        rowsOf(await carts.must("getOrderList")).map((o) => Number(o.id))
      const before = new Set(await firstPage())
      const body = {
        ids: p.ids,
        address_id: Number(suite.bag.addressId),
        pay_type: "wechat",
        ...(coupon ? { coupon_ids: [Number(coupon.id)] } : {}),
      }
      const both = await Promise.all([
        carts.call("postOrder", { body }),
        carts.call("postOrder", { body }),
      ])
      const ok = both.filter(isSuccess)
      if (ok.length !== 1)
        throw new RuleBroken([
          {
            op: "postOrder",
            cause: "two concurrent submits of one cart do not make exactly one order",
            detail: `two concurrent submits of one cart made ${ok.length} orders (statuses ${both.map((x) => x.status).join(", ")})`,
            exchange: both[1],
          },
        ])
      const orderX = ok[0] as Exchange
      const order = (dataOf(orderX) ?? {}) as Row
      const fresh = (await firstPage()).filter((id) => !before.has(id))
      if (fresh.length !== 1 || fresh[0] !== Number(order.id))
        throw new RuleBroken([
          {
            op: "postOrder",
            cause: "two concurrent submits of one cart do not make exactly one order",
            detail: `the order list (newest first) gained ${fresh.length} orders (${fresh.join(", ")}), expected order ${String(order.id)} once`,
            exchange: orderX,
          },
        ])
      const taken = stock - (await stockOf())
      if (taken !== n)
        throw new RuleBroken([
          {
            op: "postOrder",
            cause: "an order does not take its stock exactly once",
            detail: `stock went down by ${taken}, expected ${n} (taken once)`,
            exchange: orderX,
          },
        ])
      if (coupon) {
        await carts.add([{ g, n }])
        const again = await carts.settle()
        if (rowsOf(again.data.coupons).some((c) => c.id === coupon.id))
          throw new RuleBroken([
            {
              op: "postOrder",
              cause: "a coupon an order used is still offered",
              detail: `coupon ${String(coupon.id)} is still offered after an order used it`,
              exchange: again.x,
            },
          ])
        const detail = await carts.must("getOrderById", { path: { id: Number(order.id) } })
        if (!(fen(detail.coupon_amount) > 0))
          throw new RuleBroken([
            {
              op: "postOrder",
              cause: "an order does not take off the coupon it used",
              detail: `the order that used coupon ${String(coupon.id)} (${String(coupon.amount)} off from ${String(coupon.min_amount)}) has coupon_amount ${String(detail.coupon_amount)}`,
            },
          ])
        await carts.clear()
      }
      await carts.must("postOrderCancel", {
        path: { id: Number(order.id) },
        body: { reason: "契约测试" },
      })
      const back = await stockOf()
      if (back !== stock)
        throw new RuleBroken([
          {
            op: "postOrderCancel",
            cause: "cancelling an order does not give its stock back",
            detail: `cancelling gave back ${back - (stock - n)} of ${n} (stock ${back}, was ${stock})`,
          },
        ])
      if (coupon) {
        await carts.add([{ g, n }])
        const after = await carts.settle()
        if (!rowsOf(after.data.coupons).some((c) => c.id === coupon.id))
          throw new RuleBroken([
            {
              op: "postOrderCancel",
              cause: "cancelling an order does not give its coupon back",
              detail: `coupon ${String(coupon.id)} is not offered again after the order was cancelled (the cart comes to ${yuan(after.expected.goods)})`,
              exchange: after.x,
            },
          ])
      }
      await carts.clear()
    },
  )
}

/**
 * Activity prices (全场94折) are the original price at the activity's rate, floored to the fen:
 * every goods of `goods` that shows an `original_price`.
 */
export async function activityPrices(suite: Suite, goods: Row[]): Promise<void> {
  if (!suite.has("getWelfare")) return
  const carts = new Carts(suite)
  const welfare = (dataOf(await carts.call("getWelfare")) ?? {}) as Row
  const rate = Number(welfare.rate)
  const discounted = goods.filter((g) => g.original_price !== undefined)
  if (Number.isInteger(rate) && rate > 0 && rate < 100 && discounted.length > 0)
    await rule(
      suite,
      "activity prices are the original price at the rate, floored to the fen",
      async () => {
        const problems: Problem[] = []
        for (const g of discounted) {
          const expected = Math.floor((fen(g.original_price) * rate) / 100)
          if (fen(g.base_price) !== expected)
            problems.push({
              op: "getGoodsList",
              cause: "an activity price is not the original price at the rate, floored to the fen",
              detail: `goods ${String(g.id)}: base_price ${shown(g.base_price)}, original_price ${shown(g.original_price)} at ${rate}% floored is ${yuan(expected)}`,
            })
        }
        if (problems.length > 0) throw new RuleBroken(problems.slice(0, 10))
      },
    )
}
