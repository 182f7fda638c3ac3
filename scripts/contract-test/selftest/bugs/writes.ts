/**
 * Writes answered but not kept: a quantity edit, a selection, an address changed or deleted, a
 * favourite cancelled, messages marked read, a batch delete, a quick add by the pack, and the cart
 * count that does not follow; writes that reach further than they were asked (a batch delete, a
 * message read, an address deleted, an order cancelled); an address's default not kept; a cart
 * list that leaves combination lines out; a return list without the newest return; a points
 * exchange that does not take its points; a purchase request, a WeChat unbinding, a cart copy and
 * a favourite of several goods not kept as sent; buying again one of each; a coupon centre that
 * never marks a claim; a balance payment that takes no balance, or takes an order the balance
 * cannot cover; a licence renewal that keeps the old expiry date; a cart add and an order that
 * keep part of what was refused; a payment's method not recorded; a coupon claim not counted in
 * the centre's remain; an after-sales type dropped; two default addresses; points spent logged as
 * gained; a purchase request's remarks cut short; a 含麻 receipt not kept.
 */
import { fen, yuan } from "../../money.ts"
import type { Bug, Res } from "../proxy.ts"
import { answer, formOf, get, jsonOf, withBody, withJson } from "../proxy.ts"
import {
  allOf,
  alsoToAnother,
  data,
  form,
  mapIn,
  neverTaken,
  ok,
  positiveIds,
  rows,
  widened,
  wouldTake,
} from "../hooks.ts"
import type { Row } from "../hooks.ts"

/**
 * A payment or cancel taken in an order status the contract refuses it in: a request of `op` on
 * an order in one of `statuses` is answered `taken(order)` by the bug itself (only a write the
 * server would take at all), and the suite must say it expected a refusal.
 */
function takenInStatus(
  op: string,
  statuses: number[],
  taken: (order: Row) => Res,
): Pick<Bug, "op" | "says" | "request"> {
  return {
    op,
    says: /expected a refusal \(HTTP 400\), got 200/,
    async request(req, up) {
      if (req.op !== op || !(await wouldTake(req, up))) return req
      const order = (await get(up, req, `/api/order/${req.params.id ?? ""}`))?.data as Row | null
      if (!order || !statuses.includes(Number(order.status))) return req
      return taken(order)
    },
  }
}

export const writeBugs: Bug[] = [
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
  {
    id: "batch-delete-takes-more",
    op: "postCartBatchDelete",
    says: /in getCartList afterwards: \d+ is gone/,
    breaks:
      "openapi.yaml POST /api/cart/batch_delete 批量删除购物车行 (the lines it names, no other)",
    what: "a batch delete also deletes a line it does not name (the ids are matched too widely)",
    ...widened("postCartBatchDelete", "/api/cart/list", false),
  },
  {
    id: "message-read-marks-all",
    op: "postMessageRead",
    says: /in getMessageList afterwards: \d+'s is_read 0 → 1/,
    breaks: "openapi.yaml POST /api/message/read 标记已读 (the messages it names)",
    what: "marking some messages read marks every message of the company read",
    ...widened("postMessageRead", "/api/message?page=1&per_page=50", true),
  },
  {
    id: "address-default-ignored",
    op: "postAddress",
    says: /is_default 1 shows as 0/,
    breaks: "openapi.yaml POST /api/address, PUT /api/address/{id} is_default 是否默认",
    what: "an address sent as the default is saved as not the default",
    request(req) {
      if ((req.op !== "postAddress" && req.op !== "putAddress") || !req.headers.cookie) return req
      const f = formOf(req)
      if (f.get("is_default") !== "1") return req
      f.set("is_default", "0")
      return withBody(req, f)
    },
  },
  {
    id: "cart-list-drops-combination",
    op: "getCartList",
    says: /the cart list leaves out lines the cart counts|GET \/api\/cart\/total says \d+ \(as postCart answered\)/,
    breaks: "openapi.yaml CartLine.combination 组合商品信息（goods_type 为 3 时为组合内容）",
    what: "the cart list leaves out combination lines (a join on plain goods only)",
    ...data("getCartList", (d) => ({
      ...d,
      data: rows(d).filter((l) => Number(l.goods_type) !== 3),
    })),
  },
  {
    id: "address-delete-takes-another",
    op: "deleteAddress",
    says: /in getAddressList afterwards: \d+ is gone/,
    breaks: "openapi.yaml DELETE /api/address/{id} 删除收货地址 (that address)",
    what: "deleting an address also deletes another of the company's addresses",
    ...alsoToAnother(
      "deleteAddress",
      "/api/address",
      (a) => Number(a.is_default) !== 1,
      (url, id) => url.replace(/\/\d+$/, `/${id}`),
    ),
  },
  {
    id: "order-cancel-cancels-another",
    op: "postOrderCancel",
    says: /in getOrderList afterwards: \d+'s status 0 → 4/,
    breaks: "openapi.yaml POST /api/order/{id}/cancel 取消订单 (that order)",
    what: "cancelling an order also cancels the company's other unpaid order",
    ...alsoToAnother(
      "postOrderCancel",
      "/api/order?status=0&page=1",
      () => true,
      (url, id) => url.replace(/\/\d+\/cancel/, `/${id}/cancel`),
    ),
  },
  {
    id: "return-not-listed",
    op: "getReturnList",
    says: /return \d+ can be read by its id but is not in GET \/api\/returns/,
    breaks: "openapi.yaml GET /api/returns 退货列表 (every return of the company)",
    what: "the return list leaves out the newest return (a date filter off by a day)",
    ...data("getReturnList", (d) => ({
      ...d,
      data: rows(d).slice(1),
      total: Math.max(0, Number(d.total) - 1),
    })),
  },
  {
    id: "points-not-taken",
    op: "postPointsOrder",
    says: /the user had \d+ points, now \d+, expected \d+/,
    breaks:
      "openapi.yaml POST /api/points/order 积分兑换 (the goods' points taken from the user's)",
    what: "a points exchange is answered and its order made, but the points are not taken",
    ...neverTaken(
      "postPointsOrder",
      async (req, _data, up) => {
        const f = formOf(req)
        const goods = rows((await get(up, req, "/api/points/goods?page=1"))?.data).find(
          (g) => String(g.id) === f.get("goods_id"),
        )
        return Number(goods?.points ?? 0) * Number(f.get("number") ?? 1)
      },
      "getUserBase",
      "points",
      (points, kept) => Number(points) + kept,
    ),
  },
  {
    id: "balance-pay-not-taken",
    op: "postOrderPay",
    says: /paid from the balance: user_money was \d+\.\d\d, now \d+\.\d\d, expected \d+\.\d\d/,
    breaks:
      "openapi.yaml POST /api/order/{id}/pay: 余额支付（pay_type 为 balance）从单位账户余额扣除订单的 order_amount",
    what: "a balance payment marks the order paid but takes nothing from the balance (the debit is never committed)",
    ...neverTaken(
      "postOrderPay",
      (_req, paid) => (paid.pay_type === "balance" ? fen(paid.amount) : 0),
      "getUserUserMoney",
      "user_money",
      (money, kept) => yuan(fen(money) + kept),
    ),
  },
  {
    id: "balance-short-paid",
    op: "postOrderPay",
    says: /expected a refusal \(HTTP 400\), got 200/,
    breaks:
      "openapi.yaml POST /api/order/{id}/pay: 余额不足以支付 order_amount 时答复 HTTP 400 “余额不足”，订单仍为待付款，余额不变",
    what: "a balance payment never checks the balance: an order it cannot cover is marked paid and the balance goes below zero",
    async request(req, up, state) {
      if (req.op !== "postOrderPay" || formOf(req).get("pay_type") !== "balance") return req
      if (!(await wouldTake(req, up))) return req
      const order = (await get(up, req, `/api/order/${req.params.id ?? ""}`))?.data as Row | null
      const money = (await get(up, req, "/api/user/user_money"))?.data as Row | null
      const owed = fen(order?.order_amount)
      if (!order || Number(order.status) !== 0 || !(owed > fen(money?.user_money))) return req
      // paid another way (the order is marked paid), the amount owed kept as a debt
      const res = await up.send(withBody(req, new URLSearchParams({ pay_type: "wechat" })))
      if (!ok(res)) return res
      state.set("debt", Number(state.get("debt") ?? 0) + owed)
      return answer(
        { order_sn: order.order_sn, pay_type: "balance", amount: order.order_amount, pay_url: "" },
        "支付成功",
      )
    },
    ...data("getUserUserMoney", (d, _req, _up, state) =>
      state.has("debt")
        ? { ...d, user_money: yuan(fen(d.user_money) - Number(state.get("debt"))) }
        : d,
    ),
  },
  {
    id: "licence-renewal-not-kept",
    op: "postUserZizhiRenew",
    says: /expire_date "\d{4}-\d\d-\d\d" shows as "\d{4}-\d\d-\d\d"/,
    breaks:
      "openapi.yaml POST /api/user/zizhi/{id}/renew 更新资质证件：证件改为待审核，有效期与编号换成新的",
    what: "a licence renewal answers the renewed licence but keeps its old expiry date (the update leaves that column out)",
    async request(req, up, state) {
      if (req.op !== "postUserZizhiRenew" || !req.headers.cookie) return req
      const old = rows((await get(up, req, "/api/user/zizhi"))?.data).find(
        (l) => String(l.id) === req.params.id,
      )
      if (old) state.set("asked", { id: String(old.id), date: old.expire_date })
      return req
    },
    response(req, res, _up, state) {
      const kept = (state.get("kept") as Map<string, unknown> | undefined) ?? new Map()
      state.set("kept", kept)
      const asked = state.get("asked") as { id: string; date: unknown } | undefined
      if (req.op === "postUserZizhiRenew" && ok(res) && asked) kept.set(asked.id, asked.date)
      const env = jsonOf(res)
      if (req.op !== "getUserZizhi" || !env || !ok(res) || kept.size === 0) return res
      return withJson(res, {
        ...env,
        data: rows(env.data).map((l) =>
          kept.has(String(l.id)) ? { ...l, expire_date: kept.get(String(l.id)) } : l,
        ),
      })
    },
  },
  {
    id: "purchase-number-dropped",
    op: "postUserBuy",
    says: /number \d+ shows as 1/,
    breaks: "openapi.yaml POST /api/user/buy number 求购数量",
    what: "a purchase request is saved with number 1 (the column is read from another field)",
    ...form("postUserBuy", (f) => {
      const n = f.get("number") ?? ""
      if (!/^\d+$/.test(n) || Number(n) <= 1 || Number(n) > 99999) return null
      f.set("number", "1")
      return f
    }),
  },
  {
    id: "unbind-wechat-not-kept",
    op: "deleteUserUnbindWechat",
    says: /after DELETE \/api\/user\/unbind_wechat/,
    breaks:
      "openapi.yaml DELETE /api/user/unbind_wechat 解绑微信 (UserState.wechat 未绑定为空字符串)",
    what: "unbinding WeChat answers success and keeps the binding",
    async request(req, up) {
      if (req.op !== "deleteUserUnbindWechat") return req
      return (await wouldTake(req, up)) ? answer(null, "解绑成功") : req
    },
  },
  {
    id: "cart-copy-not-kept",
    op: "postCartCopy",
    says: /copied, its cart holds 0 more/,
    breaks: "openapi.yaml POST /api/cart/copy 复制购物车到其他门店",
    what: "copying the cart to other stores answers success and copies nothing",
    async request(req, up) {
      if (req.op !== "postCartCopy") return req
      const f = formOf(req)
      const ids = f.getAll("ids")
      const to = f.getAll("other_user_ids")
      if (!positiveIds(ids) || !positiveIds(to) || ids.length > 1000 || to.length > 100) return req
      if (!(await wouldTake(req, up))) return req
      const cart = rows((await get(up, req, "/api/cart/list"))?.data)
      const stores = rows((await get(up, req, "/api/store"))?.data)
      if (!ids.every((id) => cart.some((l) => String(l.id) === id))) return req
      if (!to.every((id) => stores.some((s) => String(s.user_id) === id && s.is_current !== 1)))
        return req
      return answer(null, "已复制到所选门店")
    },
  },
  {
    id: "favourite-add-last-only",
    op: "postFavorite",
    says: /answered as added are not in GET \/api\/favorite/,
    breaks: "openapi.yaml POST /api/favorite goods_ids 商品 ID 列表",
    what: "adding favourites reads goods_ids as one value: only the last goods is kept",
    ...form("postFavorite", (f) => {
      const ids = f.getAll("goods_ids")
      if (ids.length < 2 || !positiveIds(ids) || ids.length > 200) return null
      f.delete("goods_ids")
      f.append("goods_ids", ids[ids.length - 1] ?? "")
      return f
    }),
  },
  {
    id: "rebuy-one-each",
    op: "postOrderRebuy",
    says: /in the order, the cart holds 1 more/,
    breaks: "openapi.yaml POST /api/order/{id}/rebuy 把订单中的商品（赠品除外）按原数量加入购物车",
    what: "buying again adds one of each goods, not the order's quantity",
    async request(req, up) {
      if (req.op !== "postOrderRebuy" || !req.headers.cookie) return req
      const before = new Map(
        rows((await get(up, req, "/api/cart/list"))?.data).map((l) => [
          String(l.id),
          Number(l.number),
        ]),
      )
      const res = await up.send(req)
      if (!ok(res)) return res
      for (const l of rows((await get(up, req, "/api/cart/list"))?.data)) {
        const was = before.get(String(l.id)) ?? 0
        if (Number(l.number) - was > 1)
          await up.send({
            method: "POST",
            url: `/api/cart/${String(l.id)}/edit`,
            headers: { ...req.headers, "content-type": "application/x-www-form-urlencoded" },
            body: `number=${String(was + 1)}`,
          })
      }
      return res
    },
  },
  {
    id: "coupon-claim-never-marked",
    op: "postCouponReceive",
    says: /shows is_received 0 in GET \/api\/coupon\/center/,
    breaks: "openapi.yaml Coupon.is_received 是否已领取（领券中心）",
    what: "the coupon centre never sets its claimed mark (the join on the company's coupons is lost)",
    ...data("getCouponCenter", (d) => ({
      ...d,
      data: rows(d).map((c) => ({ ...c, is_received: 0 })),
    })),
  },
  {
    id: "cancelled-order-payable",
    breaks:
      "openapi.yaml POST /api/order/{id}/pay: 只有待付款（status 0）的订单可以支付；其他状态……答复 HTTP 400",
    what: "the payment forgets the order's status: a cancelled order is taken payment for",
    ...takenInStatus("postOrderPay", [4], (order) =>
      answer(
        {
          order_sn: order.order_sn,
          pay_type: "wechat",
          amount: order.order_amount,
          pay_url: `/static/pay/pay-${String(order.id)}.svg`,
        },
        "支付成功",
      ),
    ),
  },
  {
    id: "shipped-order-cancellable",
    breaks:
      "openapi.yaml POST /api/order/{id}/cancel: 已发货、已完成、已取消的订单答复 HTTP 400 “该订单当前状态不能取消”",
    what: "cancelling checks only that the order is not cancelled yet: a shipped or completed order is cancelled",
    ...takenInStatus("postOrderCancel", [2, 3], () => answer(null, "取消成功")),
  },
  {
    id: "cart-add-partial-batch",
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
    id: "order-drops-unorderable",
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
    id: "pay-type-not-recorded",
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
    id: "coupon-remain-not-counted",
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
    id: "after-sale-type-dropped",
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
    id: "address-two-defaults",
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
    id: "points-log-spend-positive",
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
    id: "purchase-remarks-truncated",
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
    id: "hmdd-receipt-not-kept",
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
    id: "store-switch-not-kept",
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
    id: "points-stock-not-taken",
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
]
