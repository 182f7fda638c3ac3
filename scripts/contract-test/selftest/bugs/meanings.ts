/**
 * Meanings the schema cannot say: per_page and page ignored, milliseconds for seconds, a total
 * that counts one page, a price order reversed, a status filter ignored, a goods detail that
 * disagrees with the list, counts that disagree with the lists they count, times in UTC, a phone
 * lookup that says a registered phone is free, an unread count that does not follow the messages,
 * a status_text that is not its status's, a date filter without its end day, an order detail
 * that does not count its returns; a last page counted down; a return's progress newest first; a
 * goods detail that never marks a favourite; an expired licence shown as passed; the search by
 * maker ignored; a cashback that counts unpaid orders.
 */
import * as DateTime from "@mall/core/DateTime"
import { fen, yuan } from "../../money.ts"
import type { Bug, Json } from "../proxy.ts"
import { jsonOf, queryOf, withJson, withQuery } from "../proxy.ts"
import { allOf, data, query, rows } from "../hooks.ts"
import type { Row } from "../hooks.ts"

/** A Beijing `YYYY-MM-DD HH:mm:ss` written as the same instant in UTC (8 hours earlier). */
const utc = (t: unknown): unknown => {
  const at = typeof t === "string" ? DateTime.parse(t) : null
  return at === null ? t : DateTime.formatDateTime(at - DateTime.OFFSET_MS)
}

/** "YYYY-MM-DD HH:mm:ss" in Beijing time written as the same instant in UTC. */
function asUtc(text: unknown): unknown {
  if (typeof text !== "string") return text
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)
  if (!m) return text
  const [, y, mo, d, h, mi, s] = m.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const at = new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s))
  const two = (n: number) => String(n).padStart(2, "0")
  return (
    `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())} ` +
    `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`
  )
}

export const meaningBugs: Bug[] = [
  {
    id: "per-page-ignored",
    op: "getGoodsList",
    breaks: "openapi.yaml GET /api/goods/list per_page 每页条数",
    what: "per_page is ignored: every page holds 20",
    ...query("getGoodsList", (q) => {
      q.delete("per_page")
      return q
    }),
  },
  {
    id: "timestamps-in-milliseconds",
    op: "getWelfare",
    breaks: "openapi.yaml Welfare.start_time 开始时间（秒）",
    what: "activity times are sent in milliseconds",
    ...data("getWelfare", (d) => ({
      ...d,
      start_time: Number(d.start_time) * 1000,
      end_time: Number(d.end_time) * 1000,
    })),
  },
  {
    id: "order-list-total-of-page",
    op: "getOrderList",
    breaks: "openapi.yaml Paginated.total 记录总数",
    what: "the order list's total counts the records of the page, not all of them",
    ...data("getOrderList", (d) => ({ ...d, total: rows(d).length, last_page: 1 })),
  },
  {
    id: "message-page-ignored",
    op: "getMessageList",
    breaks: "docs/contract.md: paged lists take page (from 1)",
    what: "the message list ignores page: every page is the first",
    request(req) {
      if (req.op !== "getMessageList") return req
      const q = queryOf(req)
      const asked = q.get("page")
      q.delete("page")
      return { ...withQuery(req, q), headers: { ...req.headers, "x-asked-page": asked ?? "1" } }
    },
    response(req, res) {
      if (req.op !== "getMessageList" || res.status !== 200) return res
      const env = jsonOf(res) as Json
      const page = Number(req.headers["x-asked-page"] ?? 1)
      return withJson(res, { ...env, data: { ...(env.data as Row), current_page: page } })
    },
  },
  {
    id: "price-order-reversed",
    op: "getGoodsList",
    breaks: "openapi.yaml GET /api/goods/list order: price_asc / price_desc 价格",
    what: "price_asc sorts from the highest price",
    ...query("getGoodsList", (q) => {
      if (q.get("order") !== "price_asc") return null
      q.set("order", "price_desc")
      return q
    }),
  },
  {
    id: "order-status-filter-ignored",
    op: "getOrderList",
    breaks: "openapi.yaml GET /api/order status 订单状态：0 待付款 …；不传为全部",
    what: "the order list ignores its status filter",
    ...query("getOrderList", (q) => {
      if (q.get("status") !== "1") return null
      q.delete("status")
      return q
    }),
  },
  {
    id: "goods-detail-price-stale",
    op: "getGoodsDetailById",
    says: /base_price is "[\d.]+" in GET \/api\/goods\/detail\/\d+, "[\d.]+" in the goods list/,
    breaks: "openapi.yaml GoodsDetail (the Goods schema and more: one goods, one price)",
    what: "the goods detail is served from a cache that kept an older price, one yuan higher",
    ...data("getGoodsDetailById", (d) =>
      d.base_price === undefined ? d : { ...d, base_price: yuan(fen(d.base_price) + 100) },
    ),
  },
  {
    id: "coupon-count-off-by-one",
    op: "getUserCouponNum",
    says: /可用优惠券数量 count is \d+, but GET \/api\/user\/availableCoupon holds \d+/,
    breaks:
      "openapi.yaml GET /api/user/couponNum 可用优惠券数量 (the coupons GET /api/user/availableCoupon lists)",
    what: "the count of usable coupons counts one expired coupon too",
    ...data("getUserCouponNum", (d) => ({ ...d, count: Number(d.count) + 1 })),
  },
  {
    id: "order-counts-stale",
    op: "getOrderCounts",
    says: /order count unpaid is \d+, but GET \/api\/order\?status=0 holds \d+ orders/,
    breaks: "openapi.yaml GET /api/order_count 我的订单各状态的订单数 (unpaid: 待付款 status 0)",
    what: "the order counts come from a cache that misses the newest unpaid order",
    ...data("getOrderCounts", (d) =>
      Number(d.unpaid) > 0 ? { ...d, unpaid: Number(d.unpaid) - 1, all: Number(d.all) - 1 } : d,
    ),
  },
  {
    id: "order-times-in-utc",
    op: "getOrderList",
    says: /has created_at .*, -8\.\d h from now in Beijing time/,
    breaks: "openapi.yaml Order.created_at 下单时间 (YYYY-MM-DD HH:mm:ss，北京时间)",
    what: "the order list writes its times in UTC (the database's zone), not Beijing time",
    ...data("getOrderList", (d) => ({
      ...d,
      data: rows(d).map((o) => ({ ...o, created_at: utc(o.created_at) })),
    })),
  },
  {
    id: "phone-lookup-says-free",
    op: "getUserPhoneByPhone",
    says: /own phone \d+ \(GET \/api\/user\/base\) answers is_registered 0/,
    breaks: "openapi.yaml GET /api/user/phone/{phone} PhoneCheck.is_registered",
    what: "the phone lookup searches the wrong table and says every number is free",
    ...data("getUserPhoneByPhone", (d) => ({ ...d, is_registered: 0 })),
  },
  {
    id: "message-count-stale",
    op: "getUserBase",
    says: /GET \/api\/user\/base message_count is \d+, but GET \/api\/message\?is_read=0/,
    breaks: "openapi.yaml UserState.message_count 未读消息数",
    what: "the unread message count is kept at sign-in and does not drop as messages are read",
    ...data("getUserBase", (d) => ({ ...d, message_count: Number(d.message_count ?? 0) + 2 })),
  },
  {
    id: "status-text-off-by-one",
    op: "getOrderList",
    says: /status \d reads "[^"]+", the contract's text for it is /,
    breaks:
      "openapi.yaml Order.status 订单状态：0 待付款，1 待发货，2 待收货，3 已完成，4 已取消 (status_text 状态文字)",
    what: "the order list writes the text of the next status (a table indexed from 1)",
    ...data("getOrderList", (d) => ({
      ...d,
      data: rows(d).map((o) => ({
        ...o,
        status_text: ["待付款", "待发货", "待收货", "已完成", "已取消"][(Number(o.status) + 1) % 5],
      })),
    })),
  },
  {
    id: "order-end-date-exclusive",
    op: "getOrderList",
    says: /is not in GET \/api\/order\?start_date=/,
    breaks: "openapi.yaml GET /api/order end_date 下单日期止（YYYY-MM-DD，北京时间，含当天）",
    what: "the order list's end date is compared with < on the day's midnight: the end day itself is left out",
    ...data("getOrderList", (d, req) => {
      const end = queryOf(req).get("end_date")
      if (!end || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return d
      const kept = rows(d).filter((o) => !String(o.created_at).startsWith(end))
      return { ...d, data: kept, total: Number(d.total) - (rows(d).length - kept.length) }
    }),
  },
  {
    id: "returned-not-counted",
    op: "getOrderById",
    says: /returned 0 → 0, expected 1/,
    breaks:
      "openapi.yaml OrderGoods.returned 已在退货中（未被拒绝）的数量；可退数量 = number − returned",
    what: "the order detail's returned is never updated (always 0): a line can be returned twice",
    ...data("getOrderById", (d) => ({
      ...d,
      goods: rows(d.goods).map((g) => ({ ...g, returned: 0 })),
    })),
  },
  {
    id: "return-progress-newest-first",
    op: "getReturnById",
    breaks: "openapi.yaml ReturnDetail.progress 处理进度，早的在前",
    what: "a return's progress is listed newest first (the query orders by time descending, as the lists do)",
    ...data("getReturnById", (d) => ({ ...d, progress: [...rows(d.progress)].reverse() })),
  },
  {
    id: "favourite-mark-lost",
    op: "getGoodsDetailById",
    breaks: "openapi.yaml Goods.is_favorite 是否已收藏",
    what: "the goods detail is served from a cache shared by every visitor: is_favorite is always 0, even for goods the company has favourited",
    ...data("getGoodsDetailById", (d) =>
      d.is_favorite === undefined ? d : { ...d, is_favorite: 0 },
    ),
  },
  {
    id: "licence-expired-passed",
    op: "getUserZizhi",
    breaks: "openapi.yaml Qualification.status 0 待审核，1 已通过，2 已过期",
    what: "a licence's status is its review result only: one past its expiry date still shows 1 (已通过)",
    ...data("getUserZizhi", (d) =>
      Array.isArray(d) ? rows(d).map((q) => (Number(q.status) === 2 ? { ...q, status: 1 } : q)) : d,
    ),
  },
  {
    id: "search-maker-type-ignored",
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
    id: "cashback-counts-unpaid",
    op: "getCashback",
    breaks:
      "openapi.yaml GET /api/cashback: 登录单位在活动期间已支付订单（不含已取消）的实付金额合计 spent",
    what: "the cashback total counts every order of the period that is not cancelled, unpaid ones too (status ≠ 4 instead of paid)",
    ...data("getCashback", async (d, req, up) => {
      const from = Number(d.start_time)
      const to = Number(d.end_time)
      const unpaid = (await allOf(up, req, "/api/order?status=0")).filter((o) => {
        const at = (DateTime.parse(String(o.created_at ?? "")) ?? Number.NaN) / 1000
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
  {
    id: "message-last-page-floor",
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
    id: "news-type-ignored",
    op: "getNewsList",
    breaks: "openapi.yaml GET /api/news type: hy 行业资讯，company 公司新闻",
    what: "the news list reads only 行业资讯: type=company lists the industry news",
    ...query("getNewsList", (q) => {
      if (q.get("type") !== "company") return null
      q.set("type", "hy")
      return q
    }),
  },
  {
    id: "invoice-order-sn-ignored",
    op: "getInvoiceList",
    breaks: "openapi.yaml GET /api/invoice order_sn: 订单号",
    what: "the e-invoice query ignores the order number and lists every invoice of the period",
    ...query("getInvoiceList", (q) => {
      if (!q.has("order_sn")) return null
      q.delete("order_sn")
      return q
    }),
  },
  {
    id: "coupon-times-utc",
    op: "getUserCoupon",
    breaks:
      "docs/contract.md: dates written as the contract gives them (`YYYY-MM-DD HH:mm:ss`), times in Beijing time (Coupon.start_time 生效时间, end_time 失效时间)",
    what: "my coupons' start and end times are written in UTC, eight hours early",
    ...data("getUserCoupon", (d) => ({
      ...d,
      data: rows(d).map((c) => ({
        ...c,
        start_time: asUtc(c.start_time),
        end_time: asUtc(c.end_time),
      })),
    })),
  },
  {
    id: "detail-expiry-is-production-date",
    op: "getGoodsDetailById",
    breaks: "openapi.yaml Goods.yxq 有效期至（YYYY-MM-DD）; scrq 生产日期（YYYY-MM-DD）",
    what: "the goods detail fills 有效期至 (yxq) from the production date column",
    ...data("getGoodsDetailById", (d) =>
      typeof d.scrq === "string" && d.scrq !== "" ? { ...d, yxq: d.scrq } : undefined,
    ),
  },
  {
    id: "combination-detail-original-price",
    op: "getCombinationById",
    breaks:
      "openapi.yaml Combination.price (the set price) and original_price; docs/contract.md: a combination line's price is the set price",
    what: "the combination detail shows the sum of the goods' prices as the set price",
    ...data("getCombinationById", (d) =>
      typeof d.original_price === "string" ? { ...d, price: d.original_price } : undefined,
    ),
  },
  {
    id: "stores-all-current",
    op: "getStoreList",
    breaks: "openapi.yaml Store.is_current 是否当前登录门店",
    what: "is_current is computed as 'same company as the session', so every store shows as the current one",
    ...data("getStoreList", (d) =>
      Array.isArray(d) ? (d as Row[]).map((s) => ({ ...s, is_current: 1 })) : undefined,
    ),
  },
  {
    id: "cash-voucher-expired-usable",
    op: "getCashVoucherList",
    breaks: "openapi.yaml CashVoucher.status 0 可用，1 已用完，2 已过期 (with end_time 到期时间)",
    what: "a voucher's status only looks at its balance: one past its end_time with money left shows as 可用",
    ...data("getCashVoucherList", (d) => ({
      ...d,
      data: rows(d).map((v) =>
        Number(v.status) === 2 && Number(v.balance) > 0 ? { ...v, status: 0 } : v,
      ),
    })),
  },
]
