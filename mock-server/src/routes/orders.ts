/** Orders: submit, list (status filter), detail, pay, cancel, confirm, logistics, returns, after-sales, 含麻 receipts. */
import { invalid, ok, warn } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { advanceOrders, createOrder, findOrder, restock } from "../domain/orders.ts"
import { money, presentOrder, presentOrderDetail, presentOrderGoods } from "../domain/present.ts"
import { formatDateTime } from "../domain/time.ts"
import { nextId } from "../state/db.ts"
import type { AfterSale, Order } from "../state/types.ts"
import { idList, optInt, optString, pageArgs, paginate, requireUser, value } from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

const RETURN_STATUS = ["待审核", "已同意", "已拒绝", "已退款"]
const AFTER_SALE_STATUS = ["处理中", "已完成"]
const HMDD_STATUS = ["待上传", "待审核", "已通过"]

function orderOf(ctx: Ctx): Order {
  const user = requireUser(ctx)
  advanceOrders(ctx.db, ctx.now)
  return findOrder(ctx.db, user, Number(ctx.params.id))
}

function afterSaleOf(ctx: Ctx, kind: 1 | 2): { order: Order; item: AfterSale } {
  const user = requireUser(ctx)
  const id = Number(ctx.params.id)
  for (const order of ctx.db.orders) {
    if (order.userId !== user.id) continue
    const item = order.afterSales.find((a) => a.id === id && a.kind === kind)
    if (item) return { order, item }
  }
  throw warn(msg.notFound)
}

export const orderRoutes: RouteDef[] = [
  route("GET", "/api/order", true, (ctx) => {
    const user = requireUser(ctx)
    advanceOrders(ctx.db, ctx.now)
    const status = value(ctx, "status") === undefined ? null : optInt(ctx, "status", -1, "订单状态")
    const list = ctx.db.orders
      .filter((o) => o.userId === user.id && (status === null || o.status === status))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(paginate(list, pageArgs(ctx, 10), presentOrder))
  }),

  route("POST", "/api/order", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "ids", "商品")
    const addressId = optInt(ctx, "address_id", 0, "收货地址")
    const address = ctx.db.addresses.find((a) => a.id === addressId && a.userId === user.id)
    if (!address) throw invalid("address_id", msg.addressNotFound)
    if (user.isPassed === 0) throw warn(msg.notPassed)
    const lines = ctx.db.cart.filter((l) => l.userId === user.id && ids.includes(l.id))
    if (lines.length === 0) throw warn(msg.cartLineNotFound)
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

  route("GET", "/api/order/{id}", true, (ctx) => ok(presentOrderDetail(orderOf(ctx)))),

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
    order.status = 3
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
      company: "顺丰速运",
      tracking_no: `SF${String(order.id * 104729).padStart(12, "0")}`,
      traces: traces.reverse(),
    })
  }),

  route("POST", "/api/returns", true, (ctx) => {
    const user = requireUser(ctx)
    advanceOrders(ctx.db, ctx.now)
    const order = findOrder(ctx.db, user, optInt(ctx, "order_id", 0, "订单"))
    if (order.status !== 2 && order.status !== 3) throw warn(msg.orderCannotReturn)
    const lineIds = idList(ctx, "order_goods_ids", "退货商品")
    const numbers = idList(ctx, "numbers", "退货数量")
    if (numbers.length !== lineIds.length) throw invalid("numbers", "退货数量与商品不一致")
    let amount = 0
    const items = lineIds.map((lineId, i) => {
      const line = order.lines.find((l) => l.id === lineId)
      const n = numbers[i] ?? 0
      if (!line) throw invalid(`order_goods_ids.${i}`, "订单商品不存在")
      if (n > line.number) throw invalid(`numbers.${i}`, "退货数量不能超过购买数量")
      amount += line.price * n
      return { lineId, number: n }
    })
    const id = nextId(ctx.db, "afterSales")
    order.afterSales.push({
      id,
      orderId: order.id,
      kind: 1,
      type: 0,
      status: 0,
      content: optString(ctx, "reason"),
      reply: "",
      createdAt: ctx.now,
      items,
      amount,
    })
    return ok({ id }, msg.afterSaleCreated)
  }),

  route("GET", "/api/returns/{id}", true, (ctx) => {
    const { order, item } = afterSaleOf(ctx, 1)
    return ok({
      id: item.id,
      order_sn: order.sn,
      status: item.status,
      status_text: RETURN_STATUS[item.status] ?? "",
      reason: item.content,
      amount: money(item.amount),
      goods: item.items
        .map((it) => {
          const line = order.lines.find((l) => l.id === it.lineId)
          return line
            ? {
                ...presentOrderGoods(line),
                number: it.number,
                amount: money(line.price * it.number),
              }
            : null
        })
        .filter((g) => g !== null),
      created_at: formatDateTime(item.createdAt),
    })
  }),

  route("POST", "/api/after_sales", true, (ctx) => {
    const user = requireUser(ctx)
    advanceOrders(ctx.db, ctx.now)
    const order = findOrder(ctx.db, user, optInt(ctx, "order_id", 0, "订单"))
    if (order.status !== 2 && order.status !== 3) throw warn(msg.orderCannotReturn)
    if (user.isAfterSale === 0) throw warn("您的账号暂未开通售后服务，请联系客户经理")
    const id = nextId(ctx.db, "afterSales")
    order.afterSales.push({
      id,
      orderId: order.id,
      kind: 2,
      type: optInt(ctx, "type", 3, "类型"),
      status: 0,
      content: optString(ctx, "content"),
      reply: "",
      createdAt: ctx.now,
      items: [],
      amount: 0,
    })
    return ok({ id }, msg.afterSaleCreated)
  }),

  route("GET", "/api/after_sales/{id}", true, (ctx) => {
    const { order, item } = afterSaleOf(ctx, 2)
    return ok({
      id: item.id,
      order_sn: order.sn,
      type: item.type,
      status: item.status,
      status_text: AFTER_SALE_STATUS[item.status] ?? "",
      content: item.content,
      reply: item.reply,
      created_at: formatDateTime(item.createdAt),
    })
  }),

  route("GET", "/api/hmdd", true, (ctx) => {
    const user = requireUser(ctx)
    const list = ctx.db.orders
      .filter((o) => o.userId === user.id && o.isHm && o.status !== 4)
      .sort((a, b) => b.createdAt - a.createdAt)
    return ok(
      paginate(list, pageArgs(ctx, 10), (o) => {
        const receipt = ctx.db.hmReceipts.get(o.id)
        const status = receipt ? receipt.status : 0
        return {
          id: o.id,
          order_sn: o.sn,
          goods_names: o.lines
            .filter((l) => ctx.db.goodsById.get(l.goodsId)?.isHm)
            .map((l) => l.name)
            .join("、"),
          status,
          status_text: HMDD_STATUS[status] ?? "",
          receipt_image: receipt?.image ?? "",
          created_at: formatDateTime(o.createdAt),
        }
      }),
    )
  }),

  route("POST", "/api/hmdd/{id}/receipt", true, (ctx) => {
    const user = requireUser(ctx)
    const order = ctx.db.orders.find(
      (o) => o.id === Number(ctx.params.id) && o.userId === user.id && o.isHm,
    )
    if (!order) throw warn(msg.orderNotFound)
    ctx.db.hmReceipts.set(order.id, { status: 1, image: optString(ctx, "receipt_image") })
    return ok(null, "回执已上传，等待审核")
  }),
]
