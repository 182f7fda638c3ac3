/** Orders: submit, list (status filter and counts), rebuy, detail, pay, cancel, confirm, logistics. */
import { HttpError, invalid, notFound, ok, warn } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { SHIP_AFTER, advanceOrders, createOrder, findOrder, restock } from "../domain/orders.ts"
import { money } from "../domain/present.ts"
import { matches, orderDetail, orderItem } from "../domain/order-views.ts"
import type { OrderFilter } from "../domain/order-views.ts"
import {
  LINE_TYPE_COMBINATION,
  LINE_TYPE_NORMAL,
  addLine,
  presentLine,
  userLines,
} from "../domain/cart.ts"
import { COURIER, waybillOf } from "../data/waybill.ts"
import { nextId } from "../state/db.ts"
import type { Order } from "../state/types.ts"
import * as CheckoutLine from "@mall/core/CheckoutLine"
import { formatDateTime } from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import { idList, optInt, optString, pageArgs, paginate, requireUser, value } from "./input.ts"
import { dateRangeOf } from "./order-input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

/** The keyword and date filter of 我的订单 (list and counts alike). */
function orderFilter(ctx: Ctx): OrderFilter {
  return { keyword: optString(ctx, "keyword").slice(0, 50), range: dateRangeOf(ctx) }
}

function orderOf(ctx: Ctx): Order {
  const user = requireUser(ctx)
  advanceOrders(ctx.db, ctx.now)
  return findOrder(ctx.db, user, Number(ctx.params.id))
}

export const orderRoutes: RouteDef[] = [
  route("GET", "/api/order", true, (ctx) => {
    const user = requireUser(ctx)
    advanceOrders(ctx.db, ctx.now)
    const status = value(ctx, "status") === undefined ? null : optInt(ctx, "status", -1, "订单状态")
    const filter = orderFilter(ctx)
    const list = ctx.db.orders
      .filter(
        (o) =>
          o.userId === user.id && (status === null || o.status === status) && matches(o, filter),
      )
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(paginate(list, pageArgs(ctx, 10), (o) => orderItem(ctx.db, o)))
  }),

  route("GET", "/api/order_count", true, (ctx) => {
    const user = requireUser(ctx)
    advanceOrders(ctx.db, ctx.now)
    const filter = orderFilter(ctx)
    const mine = ctx.db.orders.filter((o) => o.userId === user.id)
    const shown = mine.filter((o) => matches(o, filter))
    const count = (status: number) => shown.filter((o) => o.status === status).length
    return ok({
      all: shown.length,
      unpaid: count(0),
      unshipped: count(1),
      shipped: count(2),
      completed: count(3),
      cancelled: count(4),
      after_sale: mine.reduce((n, o) => n + o.afterSales.length, 0),
    })
  }),

  route("POST", "/api/order/{id}/rebuy", true, (ctx) => {
    const user = requireUser(ctx)
    const order = orderOf(ctx)
    let added = 0
    const skipped: string[] = []
    for (const l of order.lines) {
      if (l.isGift) continue
      try {
        addLine(
          ctx.db,
          user,
          l.combinationId === null
            ? { goodsId: l.goodsId, number: l.number, ckId: 0, type: LINE_TYPE_NORMAL }
            : { goodsId: l.combinationId, number: l.number, ckId: 0, type: LINE_TYPE_COMBINATION },
          ctx.now,
          ctx.app.security.config.cartLines,
        )
        added += 1
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        skipped.push(l.name)
      }
    }
    if (added === 0) throw warn("订单中的商品均已下架或缺货，无法再次购买")
    return ok(
      { added, skipped, cart_count: userLines(ctx.db, user.id).length },
      Messages.orders.rebuyDone,
    )
  }),

  route("POST", "/api/order", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "ids", "商品")
    const addressId = optInt(ctx, "address_id", 0, "收货地址")
    const address = ctx.db.addresses.find((a) => a.id === addressId && a.userId === user.id)
    if (!address) throw invalid("address_id", msg.addressNotFound)
    if (user.isPassed === 0) throw warn(msg.notPassed)
    const lines = ctx.db.cart.filter((l) => l.userId === user.id && ids.includes(l.id))
    if (lines.length === 0) throw notFound(msg.cartLineNotFound)
    // Nothing chosen is left out: every chosen line must still be in the cart and orderable, else
    // no order is made and the answer names the goods and why (core CheckoutLine).
    const refused = CheckoutLine.refusal(
      CheckoutLine.check(
        ids.map(String),
        lines.map((l) => presentLine(ctx.db, { ...l, isSelected: true }, user, ctx.now)),
      ),
    )
    if (refused !== null) throw warn(refused)
    const order = createOrder(ctx.db, user, ctx.now, {
      lines,
      address,
      userCouponIds: idList(ctx, "coupon_ids", "优惠券", false),
      payType: optString(ctx, "pay_type", "wechat"),
      remark: optString(ctx, "remarks"),
    })
    return ok(
      { id: order.id, order_sn: order.sn, order_amount: money(order.payAmount) },
      msg.orderCreated,
    )
  }),

  route("GET", "/api/order/{id}", true, (ctx) => ok(orderDetail(ctx.db, orderOf(ctx)))),

  route("POST", "/api/order/{id}/pay", true, (ctx) => {
    const user = requireUser(ctx)
    const order = orderOf(ctx)
    if (order.status !== 0) throw warn(msg.orderCannotPay)
    const payType = optString(ctx, "pay_type", "wechat")
    if (payType === "balance") {
      if (user.money < order.payAmount) throw warn(msg.balanceNotEnough)
      user.money -= order.payAmount
      ctx.db.moneyLog.push({
        id: nextId(ctx.db, "moneyLog"),
        userId: user.id,
        change: -order.payAmount,
        balance: user.money,
        useType: 2,
        remark: `订单支付 ${order.sn}`,
        createdAt: ctx.now,
      })
    }
    order.status = 1
    order.paidAt = ctx.now
    order.payType = payType
    const points = Math.floor(order.payAmount / 100)
    user.points += points
    ctx.db.pointsLog.push({
      id: nextId(ctx.db, "pointsLog"),
      userId: user.id,
      change: points,
      balance: user.points,
      useType: 1,
      remark: `购物赠送积分 ${order.sn}`,
      createdAt: ctx.now,
    })
    return ok(
      {
        order_sn: order.sn,
        pay_type: payType,
        amount: money(order.payAmount),
        pay_url: payType === "balance" ? "" : `/static/pay/pay-${order.id}.svg`,
      },
      msg.orderPaid,
    )
  }),

  route("POST", "/api/order/{id}/cancel", true, (ctx) => {
    const user = requireUser(ctx)
    const order = orderOf(ctx)
    if (order.status !== 0 && order.status !== 1) throw warn(msg.orderCannotCancel)
    if (order.status === 1) {
      user.money += order.payAmount
      ctx.db.moneyLog.push({
        id: nextId(ctx.db, "moneyLog"),
        userId: user.id,
        change: order.payAmount,
        balance: user.money,
        useType: 3,
        remark: `订单取消退款 ${order.sn}`,
        createdAt: ctx.now,
      })
    }
    order.status = 4
    order.finishedAt = ctx.now
    order.remark = order.remark
      ? `${order.remark}；取消原因：${optString(ctx, "reason")}`
      : `取消原因：${optString(ctx, "reason")}`
    restock(ctx.db, order)
    if (order.couponId !== null) {
      const uc = ctx.db.userCoupons.find((x) => x.id === order.couponId)
      if (uc) uc.status = 0
    }
    return ok(null, msg.orderCancelled)
  }),

  route("POST", "/api/order/{id}/confirm", true, (ctx) => {
    const order = orderOf(ctx)
    if (order.status !== 2) throw warn(msg.orderCannotConfirm)
    order.shippedAt = order.shippedAt ?? (order.paidAt === null ? null : order.paidAt + SHIP_AFTER)
    order.status = 3
    order.finishedAt = ctx.now
    return ok(null, msg.orderConfirmed)
  }),

  route("GET", "/api/order/{id}/logistics", true, (ctx) => {
    const order = orderOf(ctx)
    if (order.status !== 2 && order.status !== 3) throw warn("订单暂无物流信息")
    const shipped = (order.paidAt ?? order.createdAt) + 86_400_000
    const traces = [
      { time: formatDateTime(shipped), context: "【广州市】包裹已从广州总仓发出" },
      {
        time: formatDateTime(shipped + 6 * 3_600_000),
        context: "【广州市】快件已到达广州转运中心",
      },
      {
        time: formatDateTime(shipped + 20 * 3_600_000),
        context: `【${order.address.city}】快件正在派送中，派送员电话 13800000000`,
      },
    ]
    if (order.status === 3)
      traces.push({
        time: formatDateTime(shipped + 26 * 3_600_000),
        context: `【${order.address.city}】快件已签收，签收人：${order.address.consignee}`,
      })
    return ok({
      company: COURIER,
      tracking_no: waybillOf(order),
      traces: traces.reverse(),
    })
  }),
]
