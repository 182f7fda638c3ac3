/**
 * The self-test's catalogue of realistic bugs: each is one behaviour the contract fixes, got wrong
 * the way a back-end team gets it wrong (a write answered but not kept, a threshold off by one fen,
 * free shipping judged before 满减, rounding instead of flooring, a filter or a page size ignored,
 * milliseconds for seconds, a session kept on the server, a document served to anyone, a missing
 * brake …), played by the fault proxy (proxy.ts) in front of the healthy dev back end. Each names
 * the contract sentence it breaks and the operation the suite must name to have caught it.
 */
import { fen, yuan } from "../money.ts"
import type { Bug, Json, Req, Res, Upstream } from "./proxy.ts"
import { answer, formOf, get, jsonOf, queryOf, withBody, withJson, withQuery } from "./proxy.ts"

type Row = Record<string, unknown>
const rows = (d: unknown): Row[] =>
  Array.isArray(d)
    ? (d as Row[])
    : Array.isArray((d as Row | null)?.data)
      ? ((d as Row).data as Row[])
      : []

/** Changes the `data` of an operation's successful answers. */
function data(
  op: string,
  change: (data: Row, req: Req, up: Upstream, state: Map<string, unknown>) => unknown,
): Pick<Bug, "response"> {
  return {
    async response(req, res, up, state) {
      if (req.op !== op || res.status !== 200) return res
      const env = jsonOf(res)
      if (!env || env.data === null || typeof env.data !== "object") return res
      const next = await change(env.data as Row, req, up, state)
      return withJson(res, { ...env, data: next === undefined ? env.data : next })
    },
  }
}

/** Changes the form body of an operation's requests: a new body, an answer of its own, or null. */
function form(
  op: string,
  change: (f: URLSearchParams, req: Req) => URLSearchParams | Res | null,
): Pick<Bug, "request"> {
  return {
    request(req) {
      if (req.op !== op) return req
      const out = change(formOf(req), req)
      return out === null ? req : out instanceof URLSearchParams ? withBody(req, out) : out
    },
  }
}

/** Changes the query of an operation's requests (null: sent as it is). */
function query(
  op: string,
  change: (q: URLSearchParams) => URLSearchParams | null,
): Pick<Bug, "request"> {
  return {
    request(req) {
      if (req.op !== op) return req
      const out = change(queryOf(req))
      return out === null ? req : withQuery(req, out)
    },
  }
}

const positiveIds = (ids: string[]) => ids.length > 0 && ids.every((id) => /^[1-9]\d*$/.test(id))

/** The upstream session token a request carries. */
const tokenOf = (req: Req): string | null =>
  /mall_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1] ?? null

/** Tokens of sign-ins seen, newest last, and the account of each. */
function seen(state: Map<string, unknown>): { order: string[]; account: Map<string, string> } {
  let s = state.get("sessions") as { order: string[]; account: Map<string, string> } | undefined
  if (!s) {
    s = { order: [], account: new Map() }
    state.set("sessions", s)
  }
  return s
}

/** Notes the session a sign-in answered (for the bugs that reuse or alias sessions). */
function noteSignIn(req: Req, res: Res, state: Map<string, unknown>): void {
  if (req.op !== "postAuthLogin" || res.status !== 200) return
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? [])
  const token = cookies.map((c) => /^mall_session=([^;]+)/.exec(c)?.[1]).find((t) => t)
  const name = formOf(req).get("username") ?? ""
  if (token) {
    const s = seen(state)
    s.order.push(token)
    s.account.set(token, name)
  }
}

/** Sends a request again with another session's cookie. */
const as = (req: Req, token: string): Req => ({
  ...req,
  headers: { ...req.headers, cookie: `mall_session=${token}` },
})

/** On a 404 of `op`, the same request with every other session seen: another company's answer. */
function readsAcrossCompanies(op: string | RegExp): Pick<Bug, "response"> {
  return {
    async response(req, res, up, state) {
      noteSignIn(req, res, state)
      const hit = typeof op === "string" ? req.op === op : op.test(req.url)
      if (!hit || res.status !== 404) return res
      for (const t of [...seen(state).order].reverse()) {
        if (t === tokenOf(req)) continue
        const other = await up.send(as(req, t))
        if (other.status >= 200 && other.status < 300) return other
      }
      return res
    },
  }
}

const ok = (res: Res): boolean => res.status >= 200 && res.status < 300

export const catalogue: Bug[] = [
  // ── writes answered but not kept ────────────────────────────────────────────────────
  {
    id: "cart-edit-not-kept",
    op: "postCartEdit",
    breaks:
      "openapi.yaml POST /api/cart/{id}/edit 修改购物车行数量 (the line's number is what was sent)",
    what: "the edit answers the line with the new quantity but does not save it",
    async request(req, up) {
      if (req.op !== "postCartEdit") return req
      const n = Number(formOf(req).get("number"))
      if (!Number.isInteger(n) || n < 1) return req
      const cart = await get(up, req, "/api/cart/list")
      const line = rows(cart?.data).find((l) => String(l.id) === req.params.id)
      return line ? answer({ ...line, number: n }, "保存成功") : req
    },
  },
  {
    id: "cart-select-not-kept",
    op: "postCartBatchSelect",
    breaks: "openapi.yaml POST /api/cart/batch_select 批量勾选/取消勾选",
    what: "unselecting answers success but the lines stay selected",
    ...form("postCartBatchSelect", (f, req) =>
      f.get("is_selected") === "0" && positiveIds(f.getAll("ids")) && req.headers.cookie
        ? answer(null)
        : null,
    ),
  },
  {
    id: "address-delete-not-kept",
    op: "deleteAddress",
    breaks: "openapi.yaml DELETE /api/address/{id} 删除收货地址",
    what: "deleting an address answers success but keeps it",
    async request(req, up) {
      if (req.op !== "deleteAddress") return req
      const list = await get(up, req, "/api/address")
      return rows(list?.data).some((a) => String(a.id) === req.params.id)
        ? answer(null, "删除成功")
        : req
    },
  },
  {
    id: "address-update-not-kept",
    op: "putAddress",
    breaks: "openapi.yaml PUT /api/address/{id} 修改收货地址",
    what: "changing an address answers success but the old one stays",
    async request(req, up) {
      if (req.op !== "putAddress") return req
      const list = await get(up, req, "/api/address")
      const old = rows(list?.data).find((a) => String(a.id) === req.params.id)
      if (!old) return req
      const res = await up.send(req)
      if (!ok(res)) return res
      // put the old address back: the change is not kept
      const back = new URLSearchParams()
      for (const k of ["consignee", "phone", "province", "city", "district", "address"])
        back.set(k, String(old[k] ?? ""))
      back.set("is_default", String(old.is_default ?? 0))
      await up.send({
        ...withBody(req, back),
        headers: { ...req.headers, "content-type": "application/x-www-form-urlencoded" },
      })
      return res
    },
  },
  {
    id: "favourite-cancel-not-kept",
    op: "postFavoriteCancel",
    breaks: "openapi.yaml POST /api/favorite/cancel 取消收藏",
    what: "cancelling a favourite answers success but the goods stay in the favourites",
    async request(req, up) {
      if (req.op !== "postFavoriteCancel") return req
      const res = await up.send(req)
      if (ok(res)) await up.send({ ...req, url: "/api/favorite" })
      return res
    },
  },
  {
    id: "messages-read-not-kept",
    op: "postMessageRead",
    breaks: "openapi.yaml POST /api/message/read 标记已读",
    what: "marking messages read answers success and changes nothing",
    ...form("postMessageRead", (f, req) =>
      req.headers.cookie && positiveIds(f.getAll("ids")) && f.getAll("ids").length <= 200
        ? answer(null)
        : null,
    ),
  },
  {
    id: "batch-delete-first-only",
    op: "postCartBatchDelete",
    breaks: "openapi.yaml POST /api/cart/batch_delete 批量删除购物车行",
    what: "a batch delete deletes only the first line it names",
    ...form("postCartBatchDelete", (f) => {
      const ids = f.getAll("ids")
      if (ids.length < 2) return null
      f.delete("ids")
      f.append("ids", ids[0] ?? "")
      return f
    }),
  },
  {
    id: "cart-total-stale",
    op: "getCartTotal",
    breaks: "openapi.yaml GET /api/cart/total 购物车数量（data.total）",
    what: "the cart count is cached per session and does not follow adds and deletes",
    ...data("getCartTotal", (d, req, _up, state) => {
      const key = `total:${req.headers.cookie ?? ""}`
      if (!state.has(key)) state.set(key, d.total)
      return { ...d, total: state.get(key) }
    }),
  },
  {
    id: "quick-add-one-not-pack",
    op: "postCartQuickAdd",
    breaks: "openapi.yaml POST /api/cart/quick_add/{id} 快速加购（按中包装数量）",
    what: "quick add adds one piece, not the goods' pack (zbz)",
    async request(req, up) {
      if (req.op !== "postCartQuickAdd") return req
      const detail = await get(up, req, `/api/goods/detail/${req.params.id}`)
      const g = (detail?.data ?? {}) as Row
      if (Number(g.zbz ?? 1) <= 1) return req
      const f = new URLSearchParams({
        goods_id: String(g.id),
        price: String(g.base_price),
        number: "1",
        ck_id: "0",
      })
      return {
        ...req,
        method: "POST",
        url: "/api/cart",
        body: f.toString(),
        headers: { ...req.headers, "content-type": "application/x-www-form-urlencoded" },
      }
    },
  },

  // ── money at its boundaries ────────────────────────────────────────────────────────
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
    async response(req, res, up) {
      if (req.op !== "postCartCheckout" || res.status !== 200) return res
      const env = jsonOf(res) as Json
      const d = env.data as Row
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
      if (m === fen(d.manjian_amount)) return res
      return withJson(res, {
        ...env,
        data: {
          ...d,
          manjian_amount: yuan(m),
          pay_amount: yuan(fen(d.pay_amount) + fen(d.manjian_amount) - m),
        },
      })
    },
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
    async response(req, res, up) {
      if (req.op !== "postCartCheckout" || res.status !== 200) return res
      const env = jsonOf(res) as Json
      const d = env.data as Row
      const after = fen(d.goods_amount) - fen(d.manjian_amount)
      const held = rows((await get(up, req, "/api/user/availableCoupon?page=1"))?.data)
      const extra = held.filter(
        (c) => fen(c.min_amount) === after + 1 && !rows(d.coupons).some((o) => o.id === c.id),
      )
      return extra.length === 0
        ? res
        : withJson(res, { ...env, data: { ...d, coupons: [...rows(d.coupons), ...extra] } })
    },
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

  // ── meanings the schema cannot say ─────────────────────────────────────────────────
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

  // ── sessions on the server ─────────────────────────────────────────────────────────
  {
    id: "logout-keeps-session",
    op: "deleteUserLogout",
    breaks:
      "docs/contract.md: the session cookie … cleared by DELETE /api/user/logout (the session ends on the server)",
    what: "signing out clears the cookie in the browser but the session stays valid on the server",
    request(req) {
      if (req.op !== "deleteUserLogout" || !req.headers.cookie) return req
      return {
        ...answer(null, "已退出登录"),
        headers: {
          "content-type": "application/json; charset=utf-8",
          "set-cookie": "mall_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
        },
      }
    },
  },
  {
    id: "earlier-sessions-kept",
    op: "postAuthLogin",
    breaks:
      "docs/contract.md: sessions end … when the account signs in again (one session per account)",
    what: "signing in again leaves the account's earlier sessions working",
    request(req, _up, state) {
      // an earlier session of an account is served as its newest one
      const t = tokenOf(req)
      const s = seen(state)
      const account = t ? s.account.get(t) : undefined
      if (!t || account === undefined) return req
      const newest = [...s.order].reverse().find((x) => s.account.get(x) === account)
      return newest && newest !== t ? as(req, newest) : req
    },
    response(req, res, _up, state) {
      noteSignIn(req, res, state)
      return res
    },
  },
  {
    id: "password-change-keeps-sessions",
    op: "postUserResetPassword",
    breaks:
      "docs/contract.md: sessions end … for the other sessions of the account, when its password changes",
    what: "a password change leaves the account's earlier sessions working",
    request(req, _up, state) {
      const alias = state.get("alias") as Map<string, string> | undefined
      const t = tokenOf(req)
      const to = t ? alias?.get(t) : undefined
      return to ? as(req, to) : req
    },
    response(req, res, _up, state) {
      noteSignIn(req, res, state)
      if (req.op === "postUserResetPassword" && ok(res)) {
        const t = tokenOf(req)
        const s = seen(state)
        const account = t ? s.account.get(t) : undefined
        const alias =
          (state.get("alias") as Map<string, string> | undefined) ?? new Map<string, string>()
        for (const old of s.order)
          if (t && old !== t && s.account.get(old) === account) alias.set(old, t)
        state.set("alias", alias)
      }
      return res
    },
  },
  {
    id: "password-change-not-kept",
    op: "postUserResetPassword",
    breaks: "openapi.yaml POST /api/user/resetPassword 修改密码",
    what: "a password change answers success and keeps the old password",
    ...form("postUserResetPassword", (f, req) => {
      const pw = f.get("password") ?? ""
      const changes = f.get("old_password") && pw.length >= 6 && pw !== f.get("old_password")
      return changes && req.headers.cookie ? answer(null, "密码已修改") : null
    }),
  },

  // ── who may see and change what ────────────────────────────────────────────────────
  {
    id: "foreign-order-readable",
    op: "getOrderById",
    breaks: "docs/contract.md: 404 an id that … belongs to another company",
    what: "an order is shown to any signed-in company that asks for its id",
    ...readsAcrossCompanies("getOrderById"),
  },
  {
    id: "foreign-address-deletable",
    op: "deleteAddress",
    breaks: "docs/contract.md: 404 an id that … belongs to another company; nothing changes",
    what: "any company can delete an address by its id",
    ...readsAcrossCompanies("deleteAddress"),
  },
  {
    id: "order-list-without-session",
    op: "getOrderList",
    breaks: "docs/contract.md: without a valid session they answer HTTP 401, code 10001",
    what: "the order list forgets its session check and answers for the last account signed in",
    request(req, _up, state) {
      if (req.op !== "getOrderList" || req.headers.cookie?.includes("mall_session=")) return req
      const last = seen(state).order.at(-1)
      return last ? as(req, last) : req
    },
    response(req, res, _up, state) {
      noteSignIn(req, res, state)
      return res
    },
  },
  {
    id: "foreign-origin-accepted",
    op: "postAddress",
    breaks:
      "docs/contract.md: 403 a write (POST, PUT, DELETE) with a foreign Origin header … refused; nothing changes",
    what: "adding an address does not check the Origin",
    request(req) {
      if (req.op !== "postAddress") return req
      const headers = { ...req.headers }
      delete headers.origin
      delete headers["sec-fetch-site"]
      return { ...req, headers }
    },
  },
  {
    id: "licence-pictures-public",
    op: "getUserZizhi",
    breaks: "openapi.yaml info: 本企业的文件是私有的 … 游客、其他企业的会话 … 一律答 HTTP 404",
    what: "licence pictures are served to anyone who has the link",
    ...readsAcrossCompanies(/^\/static\/zizhi\//),
  },
  {
    id: "invoices-cached-publicly",
    op: "getInvoiceList",
    breaks:
      "openapi.yaml info: 带该会话 Cookie 的 GET 答 200，Cache-Control 为 private（不得为 public）",
    what: "e-invoices are sent with Cache-Control: public",
    response(req, res) {
      if (!req.url.startsWith("/static/invoice/") || res.status !== 200) return res
      return { ...res, headers: { ...res.headers, "cache-control": "public, max-age=86400" } }
    },
  },
  {
    id: "phone-lookup-not-braked",
    op: "getUserPhoneByPhone",
    breaks:
      "openapi.yaml GET /api/user/phone/{phone}: 同一地址每分钟最多查询 10 次，超出的查询答 HTTP 429",
    what: "the phone lookup answers every lookup",
    response(req, res) {
      if (req.op !== "getUserPhoneByPhone" || res.status !== 429) return res
      return answer({ phone: req.params.phone ?? "", is_registered: 0 }, "获取成功")
    },
  },

  // ── broken inputs ───────────────────────────────────────────────────────────────────
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
    breaks: 'docs/contract.md: 422 form errors in errors: {field: ["中文信息", …]}',
    what: "adding to the cart answers 422 without saying which field",
    response(req, res) {
      if (req.op !== "postCart" || res.status !== 422) return res
      const env = jsonOf(res) as Json
      delete env.errors
      return withJson(res, env)
    },
  },

  // ── answers that break the schema ───────────────────────────────────────────────────
  {
    id: "cart-total-status-202",
    op: "getCartTotal",
    breaks: "openapi.yaml GET /api/cart/total responses: 200 (202 is not declared)",
    what: "the cart count answers HTTP 202",
    response: (req, res) =>
      req.op === "getCartTotal" && res.status === 200 ? { ...res, status: 202 } : res,
  },
  {
    id: "order-without-goods-amount",
    op: "getOrderById",
    breaks: "openapi.yaml OrderDetail required: goods_amount",
    what: "the order detail leaves out goods_amount",
    ...data("getOrderById", (d) => {
      const copy = { ...d }
      delete copy.goods_amount
      return copy
    }),
  },
  {
    id: "goods-list-500",
    op: "getGoodsList",
    breaks: "docs/contract.md: never a 5xx",
    what: "the goods list fails with HTTP 500",
    response: (req, res) =>
      req.op === "getGoodsList"
        ? { ...answer(null, "系统繁忙，请稍后再试", 500), headers: res.headers }
        : res,
  },
]
