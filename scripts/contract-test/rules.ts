/**
 * Rules any server must keep, as stateful properties run with fast-check (seeded):
 * - cart totals: each line is priced at its ladder price for its quantity, and the settlement
 *   preview's `goods_amount` is the plain sum of the selected lines; `manjian_amount` is the best
 *   reached 满减 tier on the selected lines' eligible amounts; `shipping_amount` is 0.00 exactly
 *   when the amount after 满减 reaches the free-shipping threshold (or every line ships free),
 *   else the fee; `pay_amount` = goods − 满减 − coupon + shipping, to the fen;
 * - preview and order agree: the order made from a preview carries the same amounts;
 * - two concurrent submits of one cart make one order, and take stock and the coupon once;
 * - cancelling gives back what the order took (stock and coupon).
 * Amounts are compared as integer fen.
 */
import fc from "fast-check"
import * as LadderPrice from "@mall/core/LadderPrice"
import * as Manjian from "@mall/core/Manjian"
import * as FreeShipping from "@mall/core/FreeShipping"
import type { Fen } from "@mall/core/Money"
import { envelopeOf, isSuccess } from "./checks.ts"
import type { Exchange } from "./http.ts"
import type { Suite } from "./suite.ts"

type Row = Record<string, unknown>

/** "12.30" → 1230 (exact; no float arithmetic). */
export function fen(v: unknown): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(String(v))
  if (!m) return Number.NaN
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]))
}

const yuan = (f: number): string =>
  `${f < 0 ? "-" : ""}${Math.floor(Math.abs(f) / 100)}.${String(Math.abs(f) % 100).padStart(2, "0")}`

class RuleBroken extends Error {
  constructor(
    readonly opId: string,
    message: string,
    readonly exchange?: Exchange,
  ) {
    super(message)
  }
}

function dataOf(x: Exchange): Row {
  return (envelopeOf(x)?.data ?? {}) as Row
}
const rowsOf = (d: unknown): Row[] =>
  Array.isArray(d)
    ? (d as Row[])
    : Array.isArray((d as Row | null)?.data)
      ? ((d as Row).data as Row[])
      : []

export async function runRules(suite: Suite): Promise<void> {
  const ruleScope = suite.contract.operations.some(
    (o) => suite.inScope(o) && (o.tags.includes("cart") || o.tags.includes("order")),
  )
  if (!ruleScope) return
  const a = suite.accountA
  const op = (id: string) => suite.op(id)
  const call = async (
    id: string,
    parts: { path?: Record<string, string | number>; query?: Row; body?: Row } = {},
  ) => suite.client.send({ op: op(id), as: a, ...parts })
  const must = async (id: string, parts: Parameters<typeof call>[1] = {}): Promise<Row> => {
    const x = await call(id, parts)
    if (!isSuccess(x))
      throw new RuleBroken(id, `${id} answered ${x.status} ${envelopeOf(x)?.message ?? ""}`, x)
    return dataOf(x)
  }
  const goods = ((suite.bag.goods as Row[] | undefined) ?? []).slice(0, 8)

  const clearCart = async () => {
    const ids = rowsOf(await must("getCartList")).map((l) => Number(l.id))
    if (ids.length > 0) await must("postCartBatchDelete", { body: { ids } })
  }
  const addLines = async (picks: { g: Row; n: number }[]) => {
    await must("postCart", {
      body: {
        goods_id: picks.map((p) => Number(p.g.id)),
        price: picks.map((p) => String(p.g.base_price)),
        number: picks.map((p) => p.n),
        ck_id: picks.map((p) => Number(p.g.ck_id ?? 0)),
      },
    })
  }
  const stockOf = async (id: unknown) =>
    Number((await must("getGoodsDetailById", { path: { id: Number(id) } })).number)

  /** Checks a preview against the cart it came from; returns it. */
  const preview = async (): Promise<{ data: Row; ids: number[]; x: Exchange }> => {
    const cart = await must("getCartList")
    const lines = rowsOf(cart)
    const selected = lines.filter((l) => l.is_selected === 1)
    for (const l of lines) {
      const g = l.goods as LadderPrice.PricedGoods
      if (Number(l.goods_type) === 3) continue
      const expected = LadderPrice.unitPrice(g, Number(l.number))
      if (fen(l.price) !== expected)
        throw new RuleBroken(
          "getCartList",
          `cart line ${String(l.id)}: price ${String(l.price)} for ${String(l.number)} is not the ladder price ${yuan(expected)}`,
        )
    }
    const ids = selected.map((l) => Number(l.id))
    const x = await call("postCartCheckout", { body: { ids } })
    if (!isSuccess(x))
      throw new RuleBroken("postCartCheckout", `postCartCheckout answered ${x.status}`, x)
    const d = dataOf(x)
    const goodsSum = selected.reduce((s, l) => s + fen(l.price) * Number(l.number), 0)
    const tiers = Manjian.tiersOf(
      (cart.activity_data as { manjians?: Manjian.RawTier[] } | undefined)?.manjians,
    )
    const eligible = selected.reduce((s, l) => s + fen(l.goods_manjian_amount), 0)
    const manjian = Math.min(Manjian.evaluate(eligible as Fen, tiers).reduction, goodsSum)
    const rule = FreeShipping.ruleOf(cart.shipping_data as FreeShipping.ShippingData)
    const allFree = selected.every((l) =>
      FreeShipping.itemFree(l.goods as FreeShipping.FreeShippingGoods, Number(l.number)),
    )
    const shipping = rule === null || allFree || goodsSum - manjian >= rule.threshold ? 0 : rule.fee
    const problems: string[] = []
    if (fen(d.goods_amount) !== goodsSum)
      problems.push(
        `goods_amount ${String(d.goods_amount)} is not the sum of the selected lines ${yuan(goodsSum)}`,
      )
    if (fen(d.manjian_amount) !== manjian)
      problems.push(
        `manjian_amount ${String(d.manjian_amount)} is not the 满减 of the selected lines ${yuan(manjian)}`,
      )
    if (fen(d.shipping_amount) !== shipping)
      problems.push(
        `shipping_amount ${String(d.shipping_amount)}, expected ${yuan(shipping)} (after 满减 ${yuan(goodsSum - manjian)}, threshold ${yuan(rule?.threshold ?? 0)})`,
      )
    const pay =
      fen(d.goods_amount) - fen(d.manjian_amount) - fen(d.coupon_amount) + fen(d.shipping_amount)
    if (fen(d.pay_amount) !== pay)
      problems.push(
        `pay_amount ${String(d.pay_amount)} ≠ goods − 满减 − coupon + shipping = ${yuan(pay)}`,
      )
    if (problems.length > 0) throw new RuleBroken("postCartCheckout", problems.join("; "), x)
    return { data: d, ids, x }
  }

  const rule = async (name: string, body: () => Promise<void>) => {
    try {
      await body()
      suite.results.rules.set(name, { passed: true, message: "" })
    } catch (error) {
      const broken = error instanceof RuleBroken ? error : null
      const message = error instanceof Error ? error.message : String(error)
      suite.results.rules.set(name, {
        passed: false,
        message: `${broken?.opId ?? ""} ${message}`.trim(),
      })
      if (broken && suite.contract.byId.has(broken.opId))
        suite.results.fail(broken.opId, "rule", `${name}: ${message}`, broken.exchange)
    }
  }

  if (goods.length === 0) {
    suite.results.rules.set("cart totals", {
      passed: false,
      message: "no buyable goods in GET /api/goods/list to build a cart from",
    })
    return
  }

  const runs = suite.options.ruleRuns ?? 6
  await rule("cart totals equal the selected lines at their ladder price", async () => {
    const pick = fc.record({
      lines: fc.uniqueArray(
        fc.record({ i: fc.nat({ max: goods.length - 1 }), n: fc.integer({ min: 1, max: 120 }) }),
        { minLength: 1, maxLength: 4, selector: (l) => l.i },
      ),
      off: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    })
    await fc.assert(
      fc.asyncProperty(pick, async ({ lines, off }) => {
        await clearCart()
        await addLines(lines.map((l) => ({ g: goods[l.i] as Row, n: l.n })))
        const ids = rowsOf(await must("getCartList")).map((l) => Number(l.id))
        const deselect = ids.filter((_, k) => off[k] === true && k > 0)
        if (deselect.length > 0)
          await must("postCartBatchSelect", { body: { ids: deselect, is_selected: 0 } })
        await preview()
      }),
      { seed: suite.seed, numRuns: runs, endOnFailure: true },
    )
  })

  await rule("the settlement preview and the order agree to the fen", async () => {
    await clearCart()
    await addLines(
      goods.slice(0, 3).map((g, k) => ({ g, n: (k + 1) * Math.max(1, Number(g.zbz ?? 1)) })),
    )
    const p = await preview()
    const address = suite.bag.addressId
    const created = await call("postOrder", {
      body: { ids: p.ids, address_id: Number(address), pay_type: "wechat" },
    })
    if (!isSuccess(created))
      throw new RuleBroken("postOrder", `postOrder answered ${created.status}`, created)
    const order = dataOf(created)
    if (fen(order.order_amount) !== fen(p.data.pay_amount))
      throw new RuleBroken(
        "postOrder",
        `order_amount ${String(order.order_amount)} ≠ the preview's pay_amount ${String(p.data.pay_amount)}`,
        created,
      )
    const detailX = await call("getOrderById", { path: { id: Number(order.id) } })
    const detail = dataOf(detailX)
    for (const k of ["goods_amount", "manjian_amount", "shipping_amount", "coupon_amount"])
      if (fen(detail[k]) !== fen(p.data[k]))
        throw new RuleBroken(
          "getOrderById",
          `the order's ${k} ${String(detail[k])} ≠ the preview's ${String(p.data[k])}`,
          detailX,
        )
    if (fen(detail.order_amount) !== fen(p.data.pay_amount))
      throw new RuleBroken(
        "getOrderById",
        `the order's order_amount ${String(detail.order_amount)} ≠ the preview's pay_amount ${String(p.data.pay_amount)}`,
        detailX,
      )
    await must("postOrderCancel", { path: { id: Number(order.id) }, body: { reason: "契约测试" } })
  })

  await rule(
    "two concurrent submits make one order; stock and coupon are taken once and given back on cancel",
    async () => {
      await clearCart()
      // Enough goods to reach a coupon's threshold.
      const g = goods[0] as Row
      const n = Math.max(1, Number(g.zbz ?? 1)) * 10
      await addLines([{ g, n }])
      const p = await preview()
      const coupon = rowsOf(p.data.coupons)[0]
      const stock = await stockOf(g.id)
      const countOf = async () => Number((await must("getOrderList")).total)
      const before = await countOf()
      const body = {
        ids: p.ids,
        address_id: Number(suite.bag.addressId),
        pay_type: "wechat",
        ...(coupon ? { coupon_ids: [Number(coupon.id)] } : {}),
      }
      const both = await Promise.all([call("postOrder", { body }), call("postOrder", { body })])
      const ok = both.filter(isSuccess)
      if (ok.length !== 1)
        throw new RuleBroken(
          "postOrder",
          `two concurrent submits of one cart made ${ok.length} orders (statuses ${both.map((x) => x.status).join(", ")})`,
          both[1],
        )
      const orderX = ok[0] as Exchange
      const order = dataOf(orderX)
      if ((await countOf()) !== before + 1)
        throw new RuleBroken(
          "postOrder",
          "the order list did not grow by exactly one order",
          orderX,
        )
      const taken = stock - (await stockOf(g.id))
      if (taken !== n)
        throw new RuleBroken(
          "postOrder",
          `stock went down by ${taken}, expected ${n} (taken once)`,
          orderX,
        )
      if (coupon) {
        await addLines([{ g, n }])
        const again = await preview()
        if (rowsOf(again.data.coupons).some((c) => c.id === coupon.id))
          throw new RuleBroken(
            "postOrder",
            `coupon ${String(coupon.id)} is still offered after an order used it`,
            again.x,
          )
        const detail = await must("getOrderById", { path: { id: Number(order.id) } })
        if (!(fen(detail.coupon_amount) > 0))
          throw new RuleBroken(
            "getOrderById",
            "the order that used a coupon has coupon_amount 0.00",
          )
        await clearCart()
      }
      await must("postOrderCancel", {
        path: { id: Number(order.id) },
        body: { reason: "契约测试" },
      })
      const back = await stockOf(g.id)
      if (back !== stock)
        throw new RuleBroken(
          "postOrderCancel",
          `cancelling gave back ${back - (stock - n)} of ${n} (stock ${back}, was ${stock})`,
        )
      if (coupon) {
        await addLines([{ g, n }])
        const after = await preview()
        if (!rowsOf(after.data.coupons).some((c) => c.id === coupon.id))
          throw new RuleBroken(
            "postOrderCancel",
            `coupon ${String(coupon.id)} is not offered again after the order was cancelled`,
            after.x,
          )
      }
      await clearCart()
    },
  )
}
