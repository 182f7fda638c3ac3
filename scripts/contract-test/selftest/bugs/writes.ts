/**
 * Writes answered but not kept: a quantity edit, a selection, an address changed or deleted, a
 * favourite cancelled, messages marked read, a batch delete, a quick add by the pack, and the cart
 * count that does not follow; writes that reach further than they were asked (a batch delete, a
 * message read, an address deleted, an order cancelled); an address's default not kept; a cart
 * list that leaves combination lines out; a return list without the newest return; a points
 * exchange that does not take its points; a purchase request, a WeChat unbinding, a cart copy and
 * a favourite of several goods not kept as sent; buying again one of each; a coupon centre that
 * never marks a claim; a balance payment that takes no balance, or takes an order the balance
 * cannot cover; a licence renewal that keeps the old expiry date.
 */
import { fen, yuan } from "../../money.ts"
import type { Bug, Res } from "../proxy.ts"
import { answer, formOf, get, jsonOf, withBody, withJson } from "../proxy.ts"
import { alsoToAnother, data, form, ok, positiveIds, rows, widened, wouldTake } from "../hooks.ts"
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
    async response(req, res, up, state) {
      const env = jsonOf(res)
      if (!env || res.status !== 200) return res
      if (req.op === "postPointsOrder") {
        const f = formOf(req)
        const goods = rows((await get(up, req, "/api/points/goods?page=1"))?.data).find(
          (g) => String(g.id) === f.get("goods_id"),
        )
        const cost = Number(goods?.points ?? 0) * Number(f.get("number") ?? 1)
        state.set("spent", Number(state.get("spent") ?? 0) + cost)
        return res
      }
      if (req.op !== "getUserBase" || !state.has("spent")) return res
      const d = env.data as Row
      return withJson(res, {
        ...env,
        data: { ...d, points: Number(d.points) + Number(state.get("spent")) },
      })
    },
  },
  {
    id: "balance-pay-not-taken",
    op: "postOrderPay",
    says: /paid from the balance: user_money was \d+\.\d\d, now \d+\.\d\d, expected \d+\.\d\d/,
    breaks:
      "openapi.yaml POST /api/order/{id}/pay: 余额支付（pay_type 为 balance）从单位账户余额扣除订单的 order_amount",
    what: "a balance payment marks the order paid but takes nothing from the balance (the debit is never committed)",
    async response(req, res, _up, state) {
      const env = jsonOf(res)
      if (!env || res.status !== 200) return res
      if (req.op === "postOrderPay") {
        const paid = env.data as Row
        if (paid.pay_type === "balance")
          state.set("kept", Number(state.get("kept") ?? 0) + fen(paid.amount))
        return res
      }
      if (req.op !== "getUserUserMoney" || !state.has("kept")) return res
      const d = env.data as Row
      return withJson(res, {
        ...env,
        data: { ...d, user_money: yuan(fen(d.user_money) + Number(state.get("kept"))) },
      })
    },
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
]
