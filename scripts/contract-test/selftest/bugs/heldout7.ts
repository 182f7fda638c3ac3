/**
 * A seventh held-out set of realistic bugs, written apart from the catalogue: registration and
 * the forgotten-password steps, the SMS brake, stores, news, brands, the balance log, cash
 * vouchers, coupons' times, a goods detail's dates, a brand filter, combinations, campaigns,
 * returns, after-sales, 含麻 receipts, an order's confirmation, the points mall and invoices.
 */
import type { Bug } from "../proxy.ts"
import { answer, formOf, get, jsonOf, withBody } from "../proxy.ts"
import { data, form, mapIn, query, rows, wouldTake } from "../hooks.ts"
import type { Row } from "../hooks.ts"

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
]
