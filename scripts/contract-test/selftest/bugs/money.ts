/**
 * Money at its boundaries: free shipping off by one fen or judged before 满减, given when any line
 * ships free on its own or not when every line does, 94折 rounded, 满减's
 * status, best tier and eligible lines, ladder prices, a coupon's minimum, and orders that drop
 * shipping, a fen, a coupon or a line's number, or judge free shipping after the coupon; a
 * payment that asks another amount than the order's; a gift line priced; a goods charged at
 * exactly its own free-shipping number; a cancel that keeps the stock.
 */
import * as FreeShipping from "@mall/core/FreeShipping"
import { fen, yuan } from "../../money.ts"
import type { Bug, Json } from "../proxy.ts"
import { get, jsonOf, withJson } from "../proxy.ts"
import { data, form, mapIn, ok, rows } from "../hooks.ts"
import type { Row } from "../hooks.ts"

/** The stock withheld by cancelled orders, taken off a goods' `number`. */
const lessStock = (g: Row, withheld: Map<string, number>): Row => {
  const n = withheld.get(String(g.id))
  return n === undefined || typeof g.number !== "number"
    ? g
    : { ...g, number: Math.max(0, g.number - n) }
}

export const moneyBugs: Bug[] = [
  {
    id: "free-shipping-off-by-one-fen",
    op: "postCartCheckout",
    breaks:
      "docs/contract.md: free shipping when goods_amount − manjian_amount reaches no_trans_order_amount (at the threshold it ships free)",
    what: "free shipping compares with > instead of ≥: a cart exactly at the threshold pays the fee",
    ...data("postCartCheckout", (d) => {
      const after = fen(d.goods_amount) - fen(d.manjian_amount)
      if (after !== 80000 || fen(d.shipping_amount) !== 0) return d
      return { ...d, shipping_amount: "10.00", pay_amount: yuan(fen(d.pay_amount) + 1000) }
    }),
  },
  {
    id: "free-shipping-before-manjian",
    op: "postCartCheckout",
    says: /goods − 满减 one fen under the free-shipping threshold after 满减 800\.00 .*expected shipping_amount 10\.00, got 0\.00; .*after 满减 799\.99 < free-shipping threshold 800\.00/,
    breaks:
      "docs/contract.md: free shipping is judged on goods_amount − manjian_amount (after 满减, before the coupon)",
    what: "free shipping is judged on the goods amount before 满减",
    ...data("postCartCheckout", (d) => {
      if (fen(d.goods_amount) < 80000 || fen(d.shipping_amount) === 0) return d
      return {
        ...d,
        shipping_amount: "0.00",
        pay_amount: yuan(fen(d.pay_amount) - fen(d.shipping_amount)),
      }
    }),
  },
  {
    id: "free-shipping-any-own-line",
    op: "postCartCheckout",
    says: /with lines that do not ship free on their own.*expected shipping_amount 10\.00, got 0\.00/,
    breaks:
      'openapi.yaml Checkout: 达到门槛或所选商品全部单品包邮时 shipping_amount 为 "0.00"，否则为运费',
    what: "a settlement ships free when any selected line ships free on its own (some for every)",
    ...data("postCartCheckout", (d) => {
      const fee = fen(d.shipping_amount)
      const ownFree = rows(d.lines).some(
        (l) =>
          Number(l.is_selected) === 1 &&
          FreeShipping.itemFree(l.goods as FreeShipping.FreeShippingGoods, Number(l.number)),
      )
      if (!(fee > 0) || !ownFree) return d
      return { ...d, shipping_amount: "0.00", pay_amount: yuan(fen(d.pay_amount) - fee) }
    }),
  },
  {
    id: "free-shipping-own-flag-ignored",
    op: "postCartCheckout",
    says: /at its free-shipping quantity \d+.*expected shipping_amount 0\.00, got 10\.00/,
    breaks: 'openapi.yaml Checkout: 达到门槛或所选商品全部单品包邮时 shipping_amount 为 "0.00"',
    what: "a goods' own free shipping (is_free_shipping, free_shipping_number) is ignored: below the threshold every settlement pays the fee",
    ...data("postCartCheckout", (d) => {
      const after = fen(d.goods_amount) - fen(d.manjian_amount)
      if (fen(d.shipping_amount) !== 0 || !(after > 0) || after >= 80000) return d
      return { ...d, shipping_amount: "10.00", pay_amount: yuan(fen(d.pay_amount) + 1000) }
    }),
  },
  {
    id: "welfare-price-rounded",
    op: "getGoodsList",
    breaks: "openapi.yaml GET /api/welfare: rate 94 表示按单价 94% 计价，精确到分、分以下舍去",
    what: "the 94折 price is rounded to the fen instead of floored",
    ...data("getGoodsList", (d) => ({
      ...d,
      data: rows(d).map((g) =>
        g.original_price === undefined
          ? g
          : { ...g, base_price: yuan(Math.round((fen(g.original_price) * 94) / 100)) },
      ),
    })),
  },
  {
    id: "manjian-status-never-1",
    op: "getCartList",
    breaks: "openapi.yaml Manjian.status: 可享金额达到 amount 时为 1，否则 0",
    what: "a 满减 tier's status stays 0 when the cart reaches it",
    ...data("getCartList", (d) => {
      const a = (d.activity_data ?? {}) as Row
      return {
        ...d,
        activity_data: { ...a, manjians: rows(a.manjians).map((t) => ({ ...t, status: 0 })) },
      }
    }),
  },
  {
    id: "manjian-first-tier-not-best",
    op: "postCartCheckout",
    breaks: "docs/contract.md: manjian_amount is the best reached tier of activity_data.manjians",
    what: "满减 takes the first tier reached, not the best",
    ...data("postCartCheckout", (d) => {
      const m = fen(d.manjian_amount)
      if (m <= 2000) return d
      return { ...d, manjian_amount: "20.00", pay_amount: yuan(fen(d.pay_amount) + m - 2000) }
    }),
  },
  {
    id: "manjian-on-all-goods",
    op: "postCartCheckout",
    breaks: "docs/contract.md: 满减 on the selected lines' goods_manjian_amount",
    what: "满减 is judged on every line's amount, not only the lines that take part",
    ...data("postCartCheckout", async (d, req, up) => {
      const cart = await get(up, req, "/api/cart/list")
      const tiers = rows(
        ((cart?.data as Row | undefined)?.activity_data as Row | undefined)?.manjians,
      )
      const goods = fen(d.goods_amount)
      const best = tiers.reduce(
        (b, t) => (goods >= fen(t.amount) ? Math.max(b, fen(t.reduce)) : b),
        0,
      )
      const m = Math.min(best, goods)
      return {
        ...d,
        manjian_amount: yuan(m),
        pay_amount: yuan(fen(d.pay_amount) + fen(d.manjian_amount) - m),
      }
    }),
  },
  {
    id: "ladder-price-ignored",
    op: "getCartList",
    breaks: "docs/contract.md: unit price (the ladder price for the line's quantity) × quantity",
    what: "cart lines show the base price whatever the quantity",
    ...data("getCartList", (d) => ({
      ...d,
      data: rows(d).map((l) =>
        rows((l.goods as Row).ladder_price).length > 0
          ? { ...l, price: (l.goods as Row).base_price }
          : l,
      ),
    })),
  },
  {
    id: "coupon-offered-one-fen-short",
    op: "postCartCheckout",
    breaks: "openapi.yaml Checkout.coupons 为对本单可用的券 (a coupon applies from its min_amount)",
    what: "a coupon is offered one fen below its minimum",
    ...data("postCartCheckout", async (d, req, up) => {
      const after = fen(d.goods_amount) - fen(d.manjian_amount)
      const held = rows((await get(up, req, "/api/user/availableCoupon?page=1"))?.data)
      const extra = held.filter(
        (c) => fen(c.min_amount) === after + 1 && !rows(d.coupons).some((o) => o.id === c.id),
      )
      return { ...d, coupons: [...rows(d.coupons), ...extra] }
    }),
  },
  {
    id: "order-amount-without-shipping",
    op: "postOrder",
    breaks:
      "docs/contract.md: order_amount = goods_amount − manjian_amount − coupon_amount + shipping_amount",
    what: "an order's amount leaves out the shipping",
    async response(req, res, up) {
      if ((req.op !== "postOrder" && req.op !== "getOrderById") || res.status !== 200) return res
      const env = jsonOf(res) as Json
      const d = env.data as Row
      const detail =
        req.op === "getOrderById"
          ? d
          : ((await get(up, req, `/api/order/${String(d.id)}`))?.data as Row)
      const shipping = fen(detail?.shipping_amount)
      if (!(shipping > 0)) return res
      return withJson(res, {
        ...env,
        data: { ...d, order_amount: yuan(fen(d.order_amount) - shipping) },
      })
    },
  },
  {
    id: "order-amount-off-by-fen",
    op: "postOrder",
    says: /order_amount \d+\.\d\d, expected \d+\.\d\d \(preview goods/,
    breaks: "docs/contract.md: the order made from a settlement carries the same amounts",
    what: "placing an order answers an order_amount one fen above the settlement's",
    ...data("postOrder", (d) => ({ ...d, order_amount: yuan(fen(d.order_amount) + 1) })),
  },
  {
    id: "order-ignores-coupon",
    op: "postOrder",
    breaks: "docs/contract.md: the order carries the coupon it used",
    what: "an order is placed without the coupon it was sent",
    ...form("postOrder", (f) => {
      if (!f.has("coupon_ids")) return null
      f.delete("coupon_ids")
      return f
    }),
  },
  {
    id: "order-line-amount-is-price",
    op: "getOrderById",
    breaks: "openapi.yaml OrderDetail.goods_amount 商品总额：各行 单价 × 数量 之和",
    what: "an order line's amount is its unit price, not price × number",
    ...data("getOrderById", (d) => ({
      ...d,
      goods: rows(d.goods).map((g) => ({ ...g, amount: g.price })),
    })),
  },
  {
    id: "shipping-after-coupon",
    op: "postOrder",
    says: /at free shipping after 满减, with a coupon/,
    breaks:
      'openapi.yaml OrderDetail.shipping_amount 运费：包邮时为 "0.00"（包邮按满减后、用券前的金额判断）',
    what: "an order's free shipping is judged after the coupon, so a coupon under the threshold adds the fee",
    async response(req, res, up, state) {
      const marked = (state.get("marked") as Set<string> | undefined) ?? new Set<string>()
      state.set("marked", marked)
      const env = jsonOf(res)
      if (!env || res.status !== 200) return res
      if (req.op === "postOrder") {
        const created = env.data as Row
        const detail = (await get(up, req, `/api/order/${String(created.id)}`))?.data as
          Row | undefined
        if (!detail || fen(detail.coupon_amount) === 0 || fen(detail.shipping_amount) !== 0)
          return res
        const after =
          fen(detail.goods_amount) - fen(detail.manjian_amount) - fen(detail.coupon_amount)
        if (after >= 80000) return res
        marked.add(String(created.id))
        return withJson(res, {
          ...env,
          data: { ...created, order_amount: yuan(fen(created.order_amount) + 1000) },
        })
      }
      const withFee = (o: Row): Row =>
        marked.has(String(o.id))
          ? {
              ...o,
              order_amount: yuan(fen(o.order_amount) + 1000),
              ...(o.shipping_amount === undefined ? {} : { shipping_amount: "10.00" }),
            }
          : o
      if (req.op === "getOrderById")
        return withJson(res, { ...env, data: withFee(env.data as Row) })
      if (req.op === "getOrderList")
        return withJson(res, {
          ...env,
          data: { ...(env.data as Row), data: rows(env.data).map(withFee) },
        })
      return res
    },
  },
  {
    id: "pay-amount-recomputed",
    op: "postOrderPay",
    says: /the payment asks \d+\.\d\d, the order's order_amount is \d+\.\d\d/,
    breaks: "openapi.yaml PayInfo.amount (the order's amount to pay)",
    what: "the payment recomputes the amount in floating point and asks one fen more",
    ...data("postOrderPay", (d) => ({ ...d, amount: yuan(fen(d.amount) + 1) })),
  },
  {
    id: "gift-line-priced",
    op: "getOrderById",
    says: /gift .* has price \d+\.\d\d, amount \d+\.\d\d, expected 0\.00/,
    breaks: "openapi.yaml OrderDetail.goods_amount 各行 单价 × 数量 之和（赠品为 0）",
    what: "the order detail prices a gift line at its goods' price (the line is joined to the price table)",
    ...data("getOrderById", async (d, req, up) => {
      const goods = await Promise.all(
        rows(d.goods).map(async (g) => {
          if (Number(g.is_gift) !== 1) return g
          const price = fen(
            (
              (await get(up, req, `/api/goods/detail/${String(g.goods_id)}`))?.data as
                Row | undefined
            )?.base_price,
          )
          return price > 0
            ? { ...g, price: yuan(price), amount: yuan(price * Number(g.number)) }
            : g
        }),
      )
      return { ...d, goods }
    }),
  },
  {
    id: "item-free-shipping-exclusive",
    op: "postCartCheckout",
    breaks:
      "openapi.yaml Goods.free_shipping_number 单品包邮起订数量（数量 ≥ 该值时包邮）; seed §5: free shipping for a single item applies when quantity is at least free_shipping_number",
    what: "a line ships free on its own only above its goods' free_shipping_number (> instead of ≥): a settlement whose lines sit exactly at it pays the fee",
    ...data("postCartCheckout", async (d, req, up) => {
      if (fen(d.shipping_amount) !== 0) return d
      const selected = rows(d.lines).filter((l) => Number(l.is_selected) === 1)
      const atNumber = selected.some((l) => {
        const g = (l.goods ?? {}) as Row
        return (
          Number(g.is_free_shipping) === 1 &&
          Number(l.number) === Math.max(1, Number(g.free_shipping_number))
        )
      })
      if (!atNumber) return d
      const rule = ((await get(up, req, "/api/cart/list"))?.data as Row | undefined)
        ?.shipping_data as Row | undefined
      const fee = fen(rule?.shipping_amount)
      const threshold = fen(rule?.no_trans_order_amount)
      if (!(fee > 0) || !(threshold > 0)) return d
      if (fen(d.goods_amount) - fen(d.manjian_amount) >= threshold) return d
      return { ...d, shipping_amount: yuan(fee), pay_amount: yuan(fen(d.pay_amount) + fee) }
    }),
  },
  {
    id: "cancel-keeps-stock",
    op: "postOrderCancel",
    breaks:
      "docs/contract.md: two concurrent submits of one cart … take stock and a coupon once, cancelling gives them back",
    what: "cancelling an order does not put its goods back in stock",
    async request(req, up, state) {
      if (req.op !== "postOrderCancel" || !req.headers.cookie) return req
      const order = (await get(up, req, `/api/order/${req.params.id ?? ""}`))?.data as
        Row | undefined
      const res = await up.send(req)
      if (!ok(res) || !order) return res
      const withheld = mapIn<string, number>(state, "withheld")
      // a combination line (no batch, no expiry) is a set, not the stock of one goods
      for (const l of rows(order.goods))
        if (l.expiry_date !== "")
          withheld.set(
            String(l.goods_id),
            (withheld.get(String(l.goods_id)) ?? 0) + Number(l.number),
          )
      return res
    },
    response(req, res, _up, state) {
      const withheld = mapIn<string, number>(state, "withheld")
      if (withheld.size === 0 || res.status !== 200) return res
      const env = jsonOf(res)
      if (!env || env.data === null || typeof env.data !== "object") return res
      const d = env.data as Row
      if (req.op === "getGoodsDetailById")
        return withJson(res, { ...env, data: lessStock(d, withheld) })
      if (req.op === "getGoodsList")
        return withJson(res, {
          ...env,
          data: { ...d, data: rows(d).map((g) => lessStock(g, withheld)) },
        })
      if (req.op === "getCartList")
        return withJson(res, {
          ...env,
          data: {
            ...d,
            data: rows(d).map((l) =>
              l.goods && typeof l.goods === "object" && Number(l.goods_type) !== 3
                ? { ...l, goods: lessStock(l.goods as Row, withheld) }
                : l,
            ),
          },
        })
      return res
    },
  },
]
