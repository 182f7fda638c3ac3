/**
 * Points: the company's points log, the points goods, and exchanging points for goods (stock and
 * points checked, both taken, the exchange logged).
 */
import { invalid, ok, warn } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { formatDate, formatDateTime } from "@mall/core/DateTime"
import { nextId } from "../state/db.ts"
import { optInt, pageArgs, paginate, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"
import { POINTS_ORDER_STATUS, pointsOrderStatus } from "./order-input.ts"

export const pointsRoutes: RouteDef[] = [
  route("GET", "/api/points/log", true, (ctx) => {
    const user = requireUser(ctx)
    const list = ctx.db.pointsLog
      .filter((l) => l.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (l) => ({
        id: l.id,
        points: l.change,
        remarks: l.remark,
        created_at: formatDateTime(l.createdAt),
      })),
    )
  }),

  route("GET", "/api/points/goods", true, (ctx) =>
    ok(
      paginate(ctx.db.pointsGoods, pageArgs(ctx, 12), (g) => ({
        id: g.id,
        name: g.name,
        image: g.image,
        points: g.points,
        stock: g.stock,
      })),
    ),
  ),

  route("GET", "/api/points/order", true, (ctx) => {
    const user = requireUser(ctx)
    const list = ctx.db.pointsOrders
      .filter((o) => o.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (o) => ({
        id: o.id,
        order_sn: `JF${formatDate(o.createdAt).replace(/-/g, "")}${String(o.id).padStart(4, "0")}`,
        goods_name: o.name,
        points: o.points,
        number: o.number,
        status: pointsOrderStatus(o.status),
        status_text: POINTS_ORDER_STATUS[pointsOrderStatus(o.status)],
        created_at: formatDateTime(o.createdAt),
      })),
    )
  }),

  route("POST", "/api/points/order", true, (ctx) => {
    const user = requireUser(ctx)
    const goods = ctx.db.pointsGoods.find((g) => g.id === optInt(ctx, "goods_id", 0, "积分商品"))
    if (!goods) throw warn(msg.pointsGoodsNotFound)
    const number = optInt(ctx, "number", 1, "数量")
    if (number <= 0) throw invalid("number", "数量须为正整数")
    if (
      !ctx.db.addresses.some(
        (a) => a.id === optInt(ctx, "address_id", 0, "收货地址") && a.userId === user.id,
      )
    )
      throw invalid("address_id", msg.addressNotFound)
    if (goods.stock < number) throw warn(msg.outOfStock)
    const cost = goods.points * number
    if (user.points < cost) throw warn(msg.pointsNotEnough)
    user.points -= cost
    goods.stock -= number
    const id = nextId(ctx.db, "pointsOrders")
    ctx.db.pointsOrders.push({
      id,
      userId: user.id,
      name: goods.name,
      points: cost,
      number,
      status: 0,
      createdAt: ctx.now,
    })
    ctx.db.pointsLog.push({
      id: nextId(ctx.db, "pointsLog"),
      userId: user.id,
      change: -cost,
      balance: user.points,
      useType: 2,
      remark: `积分兑换 ${goods.name}`,
      createdAt: ctx.now,
    })
    return ok({ id }, msg.pointsExchanged)
  }),
]
