/**
 * Broken inputs: a live line's quantity of 0 taken, a refused address saved anyway, a 422 without
 * its field errors or with them in English, an edit above the stock clamped to it, a reversed
 * date range answered instead of refused.
 */
import type { Bug, Json } from "../proxy.ts"
import { answer, formOf, get, jsonOf, queryOf, withBody, withJson } from "../proxy.ts"
import { form, rows } from "../hooks.ts"
import type { Row } from "../hooks.ts"

export const inputBugs: Bug[] = [
  {
    id: "edit-accepts-zero",
    op: "postCartEdit",
    breaks: "openapi.yaml POST /api/cart/{id}/edit number minimum 1 (422 naming the field)",
    what: "a quantity edit of a live line takes 0 or a negative number (as 1) instead of refusing it",
    ...form("postCartEdit", (f) => {
      const n = Number(f.get("number"))
      if (!f.has("number") || (Number.isInteger(n) && n >= 1)) return null
      f.set("number", "1")
      return f
    }),
  },
  {
    id: "refused-address-saved",
    op: "postAddress",
    breaks:
      "docs/contract.md: broken inputs … 422 with errors naming that field, and for a write nothing the account can read changed",
    what: "an address refused for a missing field is saved anyway, with a default in that field",
    async request(req, up) {
      if (req.op !== "postAddress") return req
      const res = await up.send(req)
      if (res.status !== 422) return res
      const f = formOf(req)
      const fill: Record<string, string> = {
        consignee: "收货人",
        phone: "13800138000",
        province: "广东省",
        city: "广州市",
        district: "天河区",
        address: "默认地址 1 号",
      }
      for (const [k, v] of Object.entries(fill))
        if (!f.get(k) || (f.get(k) ?? "").length > 50) f.set(k, v)
      await up.send(withBody(req, f))
      return res
    },
  },
  {
    id: "cart-422-without-errors",
    op: "postCart",
    says: /the 422 has no field error for goods_id/,
    breaks: 'docs/contract.md: 422 form errors in errors: {field: ["中文信息", …]}',
    what: "adding to the cart answers 422 without saying which field",
    response(req, res) {
      if (req.op !== "postCart" || res.status !== 422) return res
      const env = jsonOf(res) as Json
      delete env.errors
      return withJson(res, env)
    },
  },
  {
    id: "feedback-english-errors",
    op: "postUserFeedback",
    says: /: \w+: "The \w+ field is invalid\."/,
    breaks: 'docs/contract.md: 422 form errors in errors: {field: ["中文信息", …]}',
    what: "the feedback form's errors are the framework's English defaults",
    response(req, res) {
      if (req.op !== "postUserFeedback" || res.status !== 422) return res
      const env = jsonOf(res)
      if (!env || typeof env.errors !== "object" || env.errors === null) return res
      const errors = Object.fromEntries(
        Object.keys(env.errors).map((k) => [k, [`The ${k} field is invalid.`]]),
      )
      return withJson(res, { ...env, message: Object.values(errors)[0]?.[0] ?? "", errors })
    },
  },
  {
    id: "edit-above-stock-clamped",
    op: "postCartEdit",
    says: /set to \d+: answered 200/,
    breaks:
      "openapi.yaml POST /api/cart/{id}/edit 数量超过该行库存时不改为库存，答复 400，该行数量不变",
    what: "a quantity edit above the stock is clamped to the stock and answered as saved",
    async request(req, up) {
      if (req.op !== "postCartEdit" || !req.headers.cookie) return req
      const f = formOf(req)
      const n = Number(f.get("number"))
      if (!Number.isInteger(n) || n < 1) return req
      const line = rows((await get(up, req, "/api/cart/list"))?.data).find(
        (l) => String(l.id) === req.params.id,
      )
      const stock = Number((line?.goods as Row | undefined)?.number)
      if (!line || Number(line.goods_type) === 3 || !(stock > 0) || n <= stock) return req
      f.set("number", String(stock))
      return withBody(req, f)
    },
  },
  {
    id: "invoice-reversed-range-accepted",
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
    id: "register-confirmation-unchecked",
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
]
