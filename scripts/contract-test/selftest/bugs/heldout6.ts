/**
 * A held-out set of twenty realistic bugs, written apart from the catalogue (and not in it) to
 * measure how the suite meets bugs it has never seen: a cart add kept in part, a coupon claim not
 * counted in the centre's remain, a line at its own free-shipping number charged, an order that
 * leaves out the lines it cannot take, a payment's method not recorded, a cancel that keeps the
 * stock, an after-sales type dropped, another company's after-sales case shown, a return's
 * progress newest first, two default addresses, the favourite mark lost in the goods detail, a
 * last page counted down, a QR code's expiry in seconds from now, a 含麻 receipt not kept, an
 * expired licence shown as passed, a reversed invoice date range taken, points spent logged as
 * gained, a purchase request's remarks cut short, the search by maker ignored and a cashback that
 * counts unpaid orders.
 */
import { fen, yuan } from "../../money.ts"
import type { Bug, Req, Upstream } from "../proxy.ts"
import { answer, formOf, get, jsonOf, queryOf, withBody, withJson } from "../proxy.ts"
import { data, form, ok, query, readsAcrossCompanies, rows } from "../hooks.ts"
import type { Row } from "../hooks.ts"

/** Every record of a paged list of the company (its first `pages` pages). */
async function allOf(up: Upstream, req: Req, url: string, pages = 10): Promise<Row[]> {
  const out: Row[] = []
  for (let page = 1; page <= pages; page++) {
    const d = (await get(up, req, `${url}${url.includes("?") ? "&" : "?"}page=${page}`))?.data as
      Row | undefined
    out.push(...rows(d))
    if (!d || page >= Number(d.last_page)) break
  }
  return out
}

/** A Beijing `YYYY-MM-DD HH:mm:ss` as seconds, or NaN. */
const beijingSeconds = (t: unknown): number =>
  typeof t === "string" && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t)
    ? Date.parse(`${t.replace(" ", "T")}+08:00`) / 1000
    : Number.NaN

/** A map kept in the bug's state under `key`. */
function mapIn<K, V>(state: Map<string, unknown>, key: string): Map<K, V> {
  let m = state.get(key) as Map<K, V> | undefined
  if (!m) {
    m = new Map<K, V>()
    state.set(key, m)
  }
  return m
}

/** The stock withheld by cancelled orders, taken off a goods' `number`. */
const lessStock = (g: Row, withheld: Map<string, number>): Row => {
  const n = withheld.get(String(g.id))
  return n === undefined || typeof g.number !== "number"
    ? g
    : { ...g, number: Math.max(0, g.number - n) }
}

export const heldout6Bugs: Bug[] = [
  {
    id: "h6-cart-add-partial-batch",
    op: "postCart",
    breaks:
      "openapi.yaml POST /api/cart: 任何一行失败则整批不加入 (docs/contract.md: for a write nothing the account can read changed)",
    what: "adding several lines inserts them one by one without a transaction: when a later line is refused, the lines before it stay in the cart",
    async request(req, up) {
      if (req.op !== "postCart" || !req.headers.cookie) return req
      const f = formOf(req)
      const n = f.getAll("goods_id").length
      if (n < 2 || n > 500) return req
      const res = await up.send(req)
      if (res.status !== 400 && res.status !== 422) return res
      const cols = ["goods_id", "price", "number", "ck_id", "type"].map(
        (k) => [k, f.getAll(k)] as const,
      )
      // lists that do not pair up are refused before anything is inserted
      if (cols.some(([k, v]) => v.length !== n && !(k === "type" && v.length === 0))) return res
      for (let i = 0; i < n; i++) {
        const one = new URLSearchParams()
        for (const [k, v] of cols) if (v.length > 0) one.append(k, v[i] ?? "")
        if (!ok(await up.send(withBody(req, one)))) break
      }
      return res
    },
  },
  {
    id: "h6-coupon-remain-not-counted",
    op: "postCouponReceive",
    breaks: "openapi.yaml Coupon.remain 剩余可领张数（领券中心；0 为已领完）",
    what: "claiming a coupon gives it to the company but does not count the claim: the coupon centre's remain stays where it was",
    async request(req, up, state) {
      if (req.op !== "postCouponReceive" || !req.headers.cookie) return req
      const res = await up.send(req)
      if (ok(res)) {
        const claims = mapIn<string, number>(state, "claims")
        claims.set(req.params.id ?? "", (claims.get(req.params.id ?? "") ?? 0) + 1)
      }
      return res
    },
    ...data("getCouponCenter", (d, _req, _up, state) => {
      const claims = mapIn<string, number>(state, "claims")
      if (claims.size === 0) return d
      return {
        ...d,
        data: rows(d).map((c) => {
          const n = claims.get(String(c.id))
          return n === undefined || typeof c.remain !== "number"
            ? c
            : { ...c, remain: c.remain + n }
        }),
      }
    }),
  },
  {
    id: "h6-item-free-shipping-exclusive",
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
    id: "h6-order-drops-unorderable",
    op: "postOrder",
    breaks:
      "openapi.yaml POST /api/order: ids 中的每一行都必须仍在购物车中且能下单，否则不生成订单、什么也不改，答 400 … 所选商品绝不被悄悄略去",
    what: "submitting an order leaves out the chosen lines that can no longer be ordered (or are gone) and makes the order of the rest",
    async request(req, up) {
      if (req.op !== "postOrder") return req
      const res = await up.send(req)
      const message = String(jsonOf(res)?.message ?? "")
      if (res.status !== 400 || !/无法购买|已不在购物车中/.test(message)) return res
      const f = formOf(req)
      const ids = f.getAll("ids")
      const preview = await up.send({
        ...req,
        url: "/api/cart/checkout",
        body: new URLSearchParams(ids.map((id): [string, string] => ["ids", id])).toString(),
      })
      const lines = rows((jsonOf(preview)?.data as Row | undefined)?.lines)
      const orderable = lines.filter((l) => Number(l.is_selected) === 1).map((l) => String(l.id))
      if (orderable.length === 0 || orderable.length === ids.length) return res
      f.delete("ids")
      for (const id of orderable) f.append("ids", id)
      return up.send(withBody(req, f))
    },
  },
  {
    id: "h6-pay-type-not-recorded",
    op: "postOrderPay",
    breaks:
      "openapi.yaml POST /api/order/{id}/pay pay_type 支付方式; OrderDetail.pay_type 支付方式",
    what: "paying marks the order paid but keeps the payment method chosen when it was placed: the detail does not show how it was paid",
    async request(req, up, state) {
      if (req.op !== "postOrderPay" || !req.headers.cookie) return req
      const id = req.params.id ?? ""
      const order = (await get(up, req, `/api/order/${id}`))?.data as Row | undefined
      const res = await up.send(req)
      if (ok(res) && order && typeof order.pay_type === "string")
        mapIn<string, string>(state, "placedWith").set(id, order.pay_type)
      return res
    },
    ...data("getOrderById", (d, _req, _up, state) => {
      const placed = mapIn<string, string>(state, "placedWith").get(String(d.id))
      return placed === undefined ? d : { ...d, pay_type: placed }
    }),
  },
  {
    id: "h6-cancel-keeps-stock",
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
  {
    id: "h6-after-sale-type-dropped",
    op: "postAfterSale",
    breaks: "openapi.yaml POST /api/after_sales type 1 质量问题，2 发错货，3 其他",
    what: "an after-sales request is saved with type 3 (其他) whatever type was sent (the form field is read under another name, its default kept)",
    ...form("postAfterSale", (f) => {
      const t = f.get("type")
      if (t !== "1" && t !== "2") return null
      f.set("type", "3")
      return f
    }),
  },
  {
    id: "h6-foreign-after-sale-readable",
    op: "getAfterSaleById",
    breaks:
      "docs/contract.md: 404 an id that does not exist or belongs to another company (the two are not told apart)",
    what: "the after-sales detail looks the case up by its id alone: any signed-in company reads another's case",
    ...readsAcrossCompanies("getAfterSaleById"),
  },
  {
    id: "h6-return-progress-newest-first",
    op: "getReturnById",
    breaks: "openapi.yaml ReturnDetail.progress 处理进度，早的在前",
    what: "a return's progress is listed newest first (the query orders by time descending, as the lists do)",
    ...data("getReturnById", (d) => ({ ...d, progress: [...rows(d.progress)].reverse() })),
  },
  {
    id: "h6-address-two-defaults",
    op: "postAddress",
    breaks:
      "openapi.yaml Address.is_default 是否默认 (the company's default address: a new default replaces the old one)",
    what: "adding or changing an address as the default does not clear the old default: the company has two default addresses",
    async request(req, up, state) {
      if ((req.op !== "postAddress" && req.op !== "putAddress") || !req.headers.cookie) return req
      const still = mapIn<string, true>(state, "stillDefault")
      const sent = formOf(req).get("is_default")
      if (req.op === "putAddress" && sent !== "1") {
        const res = await up.send(req)
        if (ok(res) && sent === "0") still.delete(req.params.id ?? "")
        return res
      }
      if (sent !== "1") return req
      const before = rows((await get(up, req, "/api/address"))?.data).filter(
        (a) => Number(a.is_default) === 1 && String(a.id) !== req.params.id,
      )
      const res = await up.send(req)
      if (ok(res)) for (const a of before) still.set(String(a.id), true)
      return res
    },
    ...data("getAddressList", (d, _req, _up, state) => {
      const still = mapIn<string, true>(state, "stillDefault")
      if (still.size === 0 || !Array.isArray(d)) return d
      return rows(d)
        .map((a) => (still.has(String(a.id)) ? { ...a, is_default: 1 } : a))
        .sort((a, b) => Number(b.is_default) - Number(a.is_default) || Number(a.id) - Number(b.id))
    }),
  },
  {
    id: "h6-favourite-mark-lost",
    op: "getGoodsDetailById",
    breaks: "openapi.yaml Goods.is_favorite 是否已收藏",
    what: "the goods detail is served from a cache shared by every visitor: is_favorite is always 0, even for goods the company has favourited",
    ...data("getGoodsDetailById", (d) =>
      d.is_favorite === undefined ? d : { ...d, is_favorite: 0 },
    ),
  },
  {
    id: "h6-message-last-page-floor",
    op: "getMessageList",
    breaks: "openapi.yaml Paginated.last_page 最后一页页码",
    what: "the message list's last_page is total / per_page rounded down: a last, partly filled page is not counted",
    ...data("getMessageList", (d) => {
      const total = Number(d.total)
      const per = Number(d.per_page)
      if (!(per > 0) || !Number.isInteger(total)) return d
      return { ...d, last_page: Math.max(1, Math.floor(total / per)) }
    }),
  },
  {
    id: "h6-wechat-code-expires-in",
    op: "postUserCreateCode",
    breaks:
      "openapi.yaml WechatCode.expire_time 过期时间（秒） (a 10-digit timestamp, as every time the contract gives in seconds)",
    what: "the binding QR code's expire_time is the seconds it has left (expires_in, 300), not the time it expires",
    ...data("postUserCreateCode", (d) =>
      typeof d.expire_time !== "number"
        ? d
        : { ...d, expire_time: Math.max(1, d.expire_time - Math.floor(Date.now() / 1000)) },
    ),
  },
  {
    id: "h6-hmdd-receipt-not-kept",
    op: "postHmddReceipt",
    breaks:
      "openapi.yaml POST /api/hmdd/{id}/receipt 上传含麻订单回执 (HmddReceipt.status 1 待审核, receipt_image)",
    what: "uploading a 含麻 receipt answers success but the receipt is saved to a staging table the list never reads: the order still waits for its receipt",
    async request(req, up, state) {
      if (req.op !== "postHmddReceipt" || !req.headers.cookie) return req
      const before = (await allOf(up, req, "/api/hmdd")).find((r) => String(r.id) === req.params.id)
      const res = await up.send(req)
      if (ok(res) && before) mapIn<string, Row>(state, "receipts").set(String(before.id), before)
      return res
    },
    ...data("getHmddList", (d, _req, _up, state) => {
      const kept = mapIn<string, Row>(state, "receipts")
      if (kept.size === 0) return d
      return { ...d, data: rows(d).map((r) => kept.get(String(r.id)) ?? r) }
    }),
  },
  {
    id: "h6-licence-expired-passed",
    op: "getUserZizhi",
    breaks: "openapi.yaml Qualification.status 0 待审核，1 已通过，2 已过期",
    what: "a licence's status is its review result only: one past its expiry date still shows 1 (已通过)",
    ...data("getUserZizhi", (d) =>
      Array.isArray(d) ? rows(d).map((q) => (Number(q.status) === 2 ? { ...q, status: 1 } : q)) : d,
    ),
  },
  {
    id: "h6-invoice-reversed-range-accepted",
    op: "getInvoiceList",
    breaks:
      "openapi.yaml GET /api/invoice end_date 开票日期止（YYYY-MM-DD，北京时间，含当天；早于开始日期时 422）",
    what: "the invoice list does not check its date range: an end date before the start date answers an empty page",
    async request(req, up) {
      if (req.op !== "getInvoiceList" || !req.headers.cookie) return req
      const q = queryOf(req)
      const start = q.get("start_date") ?? ""
      const end = q.get("end_date") ?? ""
      const page = q.get("page") ?? "1"
      const day = /^\d{4}-\d{2}-\d{2}$/
      if (!day.test(start) || !day.test(end) || end >= start || !/^[1-9]\d{0,5}$/.test(page))
        return req
      if ((await get(up, req, "/api/user/base")) === null) return req
      return answer(
        { data: [], total: 0, current_page: Number(page), last_page: 1, per_page: 10 },
        "操作成功",
      )
    },
  },
  {
    id: "h6-points-log-spend-positive",
    op: "getPointsLog",
    breaks: "openapi.yaml PointsLog.points 变动积分（负数为扣减）",
    what: "the points log writes every change as a positive number (the amount column, without its sign): points spent read as points gained",
    ...data("getPointsLog", (d) => ({
      ...d,
      data: rows(d).map((l) =>
        typeof l.points === "number" ? { ...l, points: Math.abs(l.points) } : l,
      ),
    })),
  },
  {
    id: "h6-purchase-remarks-truncated",
    op: "postUserBuy",
    breaks: "openapi.yaml POST /api/user/buy remarks 备注 maxLength 200",
    what: "a purchase request's remarks are cut to 50 characters (the column is narrower than the contract's 200)",
    ...form("postUserBuy", (f) => {
      const chars = [...(f.get("remarks") ?? "")]
      if (chars.length <= 50 || chars.length > 200) return null
      f.set("remarks", chars.slice(0, 50).join(""))
      return f
    }),
  },
  {
    id: "h6-search-maker-type-ignored",
    op: "getGoodsSearch",
    breaks:
      "openapi.yaml GET /api/goods/search type 1 按药品名称，2 按生产厂家 (seed §2: the search box toggles between drug name and manufacturer name)",
    what: "the suggestions ignore type: a search by manufacturer answers drug names",
    ...query("getGoodsSearch", (q) => {
      if (q.get("type") !== "2") return null
      q.delete("type")
      return q
    }),
  },
  {
    id: "h6-cashback-counts-unpaid",
    op: "getCashback",
    breaks:
      "openapi.yaml GET /api/cashback: 登录单位在活动期间已支付订单（不含已取消）的实付金额合计 spent",
    what: "the cashback total counts every order of the period that is not cancelled, unpaid ones too (status ≠ 4 instead of paid)",
    ...data("getCashback", async (d, req, up) => {
      const from = Number(d.start_time)
      const to = Number(d.end_time)
      const unpaid = (await allOf(up, req, "/api/order?status=0")).filter((o) => {
        const at = beijingSeconds(o.created_at)
        return at >= from && at <= to
      })
      if (unpaid.length === 0) return d
      return {
        ...d,
        spent: yuan(fen(d.spent) + unpaid.reduce((s, o) => s + fen(o.order_amount), 0)),
        order_count: Number(d.order_count) + unpaid.length,
      }
    }),
  },
]
