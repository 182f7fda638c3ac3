/**
 * A seventh held-out set of realistic bugs, written apart from the catalogue: registration and
 * the forgotten-password steps, the SMS brake, stores, news, brands, the balance log, cash
 * vouchers, coupons' times, a goods detail's dates, a brand filter, combinations, campaigns,
 * returns, after-sales, 含麻 receipts, an order's confirmation, the points mall and invoices.
 */
import type { Bug, Req, Upstream } from "../proxy.ts"
import { answer, formOf, get, jsonOf, withBody, withJson } from "../proxy.ts"
import {
  as,
  data,
  form,
  mapIn,
  noteSignIn,
  query,
  rows,
  seen,
  tokenOf,
  wouldTake,
} from "../hooks.ts"
import type { Row } from "../hooks.ts"

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

/** The user ids of the stores of the company a session belongs to. */
async function storeIds(up: Upstream, req: Req): Promise<Set<string>> {
  const list = rows((await get(up, req, "/api/store"))?.data)
  return new Set(list.map((s) => String(s.user_id)))
}

/** A session seen signed in that belongs to another company than the request's, or null. */
async function otherCompany(
  req: Req,
  up: Upstream,
  state: Map<string, unknown>,
): Promise<string | null> {
  const mine = await storeIds(up, req)
  if (mine.size === 0) return null
  for (const t of [...seen(state).order].reverse()) {
    if (t === tokenOf(req)) continue
    const theirs = await storeIds(up, as(req, t))
    if (theirs.size > 0 && ![...theirs].some((id) => mine.has(id))) return t
  }
  return null
}

export const heldout7Bugs: Bug[] = [
  {
    id: "h7-sms-resend-unbraked",
    op: "postSmsSend",
    breaks:
      "openapi.yaml POST /api/sms/send: 同一手机号每 60 秒最多一条（页面的 60 秒倒计时），过早再发答复 429 与 Retry-After",
    what: "a second code within the minute is answered 验证码已发送 (the gateway's refusal is swallowed)",
    response(req, res) {
      if (req.op !== "postSmsSend" || res.status !== 429) return res
      return answer(null, "验证码已发送")
    },
  },
  {
    id: "h7-register-confirmation-unchecked",
    op: "postRegisterStep1",
    breaks:
      "openapi.yaml POST /api/register/step1: password_confirmation 密码（6-20 位） (the confirmation must repeat the password)",
    what: "step 1 never compares password_confirmation with password: a mistyped confirmation registers",
    ...form("postRegisterStep1", (f) => {
      const password = f.get("password")
      const again = f.get("password_confirmation")
      if (password === null || again === null || again === password) return null
      f.set("password_confirmation", password)
      return f
    }),
  },
  {
    id: "h7-old-reset-token-kept",
    op: "postPasswordReset",
    breaks:
      "openapi.yaml POST /api/password/verify: 同一手机号再次校验时旧的 reset_token 作废; POST /api/password/reset: reset_token 过期或已使用答复 422",
    what: "a second verification of the phone leaves the earlier reset_token valid: it resets the password too",
    async response(req, res, up, state) {
      const byToken = mapIn<string, string>(state, "reset-phone")
      const latest = mapIn<string, string>(state, "reset-latest")
      if (req.op === "postPasswordVerify" && res.status === 200) {
        const token = (jsonOf(res)?.data as Row | null)?.reset_token
        const phone = formOf(req).get("phone")?.trim()
        if (typeof token === "string" && phone) {
          byToken.set(token, phone)
          latest.set(phone, token)
        }
        return res
      }
      if (req.op !== "postPasswordReset" || res.status !== 422) return res
      const f = formOf(req)
      const old = f.get("reset_token") ?? ""
      const phone = byToken.get(old)
      const newer = phone === undefined ? undefined : latest.get(phone)
      if (newer === undefined || newer === old) return res
      f.set("reset_token", newer)
      const again = await up.send(withBody(req, f))
      if (again.status === 200) latest.delete(phone ?? "")
      return again.status === 200 ? again : res
    },
  },
  {
    id: "h7-stores-all-current",
    op: "getStoreList",
    breaks: "openapi.yaml Store.is_current 是否当前登录门店",
    what: "is_current is computed as 'same company as the session', so every store shows as the current one",
    ...data("getStoreList", (d) =>
      Array.isArray(d) ? (d as Row[]).map((s) => ({ ...s, is_current: 1 })) : undefined,
    ),
  },
  {
    id: "h7-store-switch-not-kept",
    op: "postStoreSwitch",
    breaks:
      "openapi.yaml POST /api/store/switch: 把当前会话切换到本单位的另一个门店账号（user_id 取自 GET /api/store）",
    what: "the switch answers the chosen store but the session stays on the store it was on",
    async request(req, up) {
      if (req.op !== "postStoreSwitch" || !(await wouldTake(req, up))) return req
      const id = formOf(req).get("user_id")
      const list = rows((await get(up, req, "/api/store"))?.data)
      const store = list.find((s) => String(s.user_id) === id && Number(s.is_current) === 0)
      return store ? answer({ ...store, is_current: 1 }, "已切换门店") : req
    },
  },
  {
    id: "h7-news-type-ignored",
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
    id: "h7-brand-letter-ignored",
    op: "getBrandList",
    breaks: "openapi.yaml GET /api/brand letter: 品牌首字母",
    what: "the brand list ignores the initial letter and lists every brand",
    ...query("getBrandList", (q) => {
      if (!q.has("letter")) return null
      q.delete("letter")
      return q
    }),
  },
  {
    id: "h7-money-log-use-type-ignored",
    op: "getUserUserMoneyLog",
    breaks: "openapi.yaml GET /api/user/user_money_log use_type: 1 充值，2 消费，3 退款",
    what: "the balance log ignores use_type: 充值 lists the spending and refunds too",
    ...query("getUserUserMoneyLog", (q) => {
      if (!q.has("use_type")) return null
      q.delete("use_type")
      return q
    }),
  },
  {
    id: "h7-cash-voucher-expired-usable",
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
  {
    id: "h7-coupon-times-utc",
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
    id: "h7-detail-expiry-is-production-date",
    op: "getGoodsDetailById",
    breaks: "openapi.yaml Goods.yxq 有效期至（YYYY-MM-DD）; scrq 生产日期（YYYY-MM-DD）",
    what: "the goods detail fills 有效期至 (yxq) from the production date column",
    ...data("getGoodsDetailById", (d) =>
      typeof d.scrq === "string" && d.scrq !== "" ? { ...d, yxq: d.scrq } : undefined,
    ),
  },
  {
    id: "h7-goods-brand-filter-ignored",
    op: "getGoodsList",
    breaks: "openapi.yaml GET /api/goods/list brand_id: 品牌 ID (the brand zone /ppzq/info/{id})",
    what: "the goods list ignores brand_id: a brand's page lists every goods",
    ...query("getGoodsList", (q) => {
      if (!q.has("brand_id")) return null
      q.delete("brand_id")
      return q
    }),
  },
  {
    id: "h7-combination-detail-original-price",
    op: "getCombinationById",
    breaks:
      "openapi.yaml Combination.price (the set price) and original_price; docs/contract.md: a combination line's price is the set price",
    what: "the combination detail shows the sum of the goods' prices as the set price",
    ...data("getCombinationById", (d) =>
      typeof d.original_price === "string" ? { ...d, price: d.original_price } : undefined,
    ),
  },
  {
    id: "h7-campaigns-by-id",
    op: "getCampaignList",
    breaks:
      "openapi.yaml GET /api/campaign: 传 ids（重复键 ids=1&ids=3）时按给定顺序返回其中存在的活动",
    what: "campaigns asked by ids come back ordered by id, not in the order asked",
    ...data("getCampaignList", (d) =>
      Array.isArray(d) ? [...(d as Row[])].sort((a, b) => Number(a.id) - Number(b.id)) : undefined,
    ),
  },
  {
    id: "h7-return-above-returnable-clamped",
    op: "postReturn",
    breaks:
      "openapi.yaml OrderGoods.returned: 可退数量 = number − returned; POST /api/returns numbers 各行退货数量",
    what: "a return of more than can be returned is quietly cut to what is left and accepted",
    async request(req, up) {
      if (req.op !== "postReturn" || !req.headers.cookie) return req
      const f = formOf(req)
      const order = (await get(up, req, `/api/order/${f.get("order_id") ?? ""}`))?.data as
        Row | undefined
      const lines = rows(order?.goods)
      const ids = f.getAll("order_goods_ids")
      const numbers = f.getAll("numbers")
      if (lines.length === 0 || ids.length !== numbers.length) return req
      let changed = false
      const next = numbers.map((n, i) => {
        const line = lines.find((l) => String(l.id) === ids[i])
        const left = line ? Number(line.number) - Number(line.returned ?? 0) : 0
        if (line && left >= 1 && Number(n) > left) {
          changed = true
          return String(left)
        }
        return n
      })
      if (!changed) return req
      f.delete("numbers")
      for (const n of next) f.append("numbers", n)
      return withBody(req, f)
    },
  },
  {
    id: "h7-after-sale-first-image-only",
    op: "postAfterSale",
    breaks:
      "openapi.yaml POST /api/after_sales images: 图片地址列表（已上传）; AfterSaleDetail.images",
    what: "an after-sales request keeps only the first of its pictures",
    ...form("postAfterSale", (f) => {
      const images = f.getAll("images")
      if (images.length < 2) return null
      f.delete("images")
      f.append("images", images[0] ?? "")
      return f
    }),
  },
  {
    id: "h7-hmdd-lists-other-company",
    op: "getHmddList",
    breaks:
      "docs/contract.md: 404 an id that … belongs to another company; a company's 含麻 receipts are private",
    what: "the 含麻 receipt list is queried by order type only, so another company's receipts are listed too",
    async response(req, res, up, state) {
      noteSignIn(req, res, state)
      if (req.op !== "getHmddList" || res.status !== 200) return res
      const env = jsonOf(res)
      const page = env?.data as Row | undefined
      if (!env || !page) return res
      const other = await otherCompany(req, up, state)
      if (other === null) return res
      const theirs = await up.send(as(req, other))
      const more = rows((jsonOf(theirs)?.data as Row | undefined) ?? null)
      if (theirs.status !== 200 || more.length === 0) return res
      return withJson(res, {
        ...env,
        data: {
          ...page,
          data: [...rows(page), ...more],
          total: Number(page.total) + more.length,
        },
      })
    },
  },
  {
    id: "h7-unshipped-order-confirmable",
    op: "postOrderConfirm",
    breaks:
      "openapi.yaml POST /api/order/{id}/confirm 确认收货 (only an order 待收货, status 2, can be received)",
    what: "confirming receipt of an order not yet shipped (待发货) answers 确认收货成功",
    async request(req, up) {
      if (req.op !== "postOrderConfirm" || !(await wouldTake(req, up))) return req
      const order = (await get(up, req, `/api/order/${req.params.id ?? ""}`))?.data as Row | null
      return order && Number(order.status) === 1 ? answer(null, "确认收货成功") : req
    },
  },
  {
    id: "h7-points-stock-not-taken",
    op: "getPointsGoods",
    breaks: "openapi.yaml PointsGoods.stock 库存 (an exchange takes its number from the stock)",
    what: "a points exchange does not take its number from the gift's stock",
    async response(req, res, _up, state) {
      const taken = mapIn<string, number>(state, "points-taken")
      if (req.op === "postPointsOrder" && res.status === 200) {
        const f = formOf(req)
        const id = f.get("goods_id") ?? ""
        taken.set(id, (taken.get(id) ?? 0) + Number(f.get("number") ?? "1"))
        return res
      }
      if (req.op !== "getPointsGoods" || res.status !== 200 || taken.size === 0) return res
      const env = jsonOf(res)
      const page = env?.data as Row | undefined
      if (!env || !page) return res
      return withJson(res, {
        ...env,
        data: {
          ...page,
          data: rows(page).map((g) => {
            const n = taken.get(String(g.id))
            return n === undefined ? g : { ...g, stock: Number(g.stock) + n }
          }),
        },
      })
    },
  },
  {
    id: "h7-invoice-order-sn-ignored",
    op: "getInvoiceList",
    breaks: "openapi.yaml GET /api/invoice order_sn: 订单号",
    what: "the e-invoice query ignores the order number and lists every invoice of the period",
    ...query("getInvoiceList", (q) => {
      if (!q.has("order_sn")) return null
      q.delete("order_sn")
      return q
    }),
  },
]
