/** Returns (退货) and after-sales (售后): apply with pictures, list, detail. */
import { invalid, notFound, ok, warn } from "../http/envelope.ts"
import type { HttpError } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { advanceOrders, findOrder } from "../domain/orders.ts"
import {
  afterSaleDetail,
  afterSaleSummary,
  orderDiscount,
  returnDetail,
  returnLines,
  returnSummary,
} from "../domain/order-views.ts"
import { nextId } from "../state/db.ts"
import type { AfterSale, Order, User } from "../state/types.ts"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import * as Returns from "@mall/core/Returns"
import { Result } from "effect"
import { optInt, optString, pageArgs, paginate, requireUser } from "./input.ts"
import { intList, stringList } from "./order-input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"
import { ownedUpload } from "./upload.ts"

/** Uploaded pictures a form refers to: at most 5, each an upload of this company of `kind`. */
function picturesOf(ctx: Ctx, kind: "return" | "after_sale"): string[] {
  const user = requireUser(ctx)
  const urls = stringList(ctx, "images")
  if (urls.length > Returns.MAX_PICTURES) throw invalid("images", Messages.orders.tooManyPictures)
  urls.forEach((url, i) => {
    if (!ownedUpload(ctx.db, user, url, [kind]))
      throw invalid(`images.${i}`, "图片不存在，请重新上传")
  })
  return urls
}

/** The Chinese message of a refused return application. */
function returnProblem(p: Returns.Problem): HttpError {
  const w = Messages.orders
  switch (p._tag) {
    case "NoLines":
      return invalid("order_goods_ids", w.noLinesPicked)
    case "UnknownLine":
      return invalid("order_goods_ids", "订单商品不存在或不可退货")
    case "BadQuantity":
      return invalid("numbers", w.badQuantity)
    case "TooMany":
      return invalid("numbers", w.tooMany(p.max))
    case "NoReason":
      return invalid("reason", w.noReason)
    case "DescriptionTooLong":
      return invalid("description", w.descriptionTooLong)
    case "TooManyPictures":
      return invalid("images", w.tooManyPictures)
  }
}

function afterSaleOf(ctx: Ctx, kind: 1 | 2): { order: Order; item: AfterSale } {
  const user = requireUser(ctx)
  const id = Number(ctx.params.id)
  for (const order of ctx.db.orders) {
    if (order.userId !== user.id) continue
    const item = order.afterSales.find((a) => a.id === id && a.kind === kind)
    if (item) return { order, item }
  }
  throw notFound(msg.notFound)
}

/** This company's returns (kind 1) or after-sales cases (kind 2), the newest first. */
function casesOf(ctx: Ctx, kind: 1 | 2): { o: Order; a: AfterSale }[] {
  const user = requireUser(ctx)
  return ctx.db.orders
    .filter((o) => o.userId === user.id)
    .flatMap((o) => o.afterSales.filter((a) => a.kind === kind).map((a) => ({ o, a })))
    .sort((x, y) => y.a.createdAt - x.a.createdAt || y.a.id - x.a.id)
}

/**
 * The form's `order_id`: an order of this company that is shipped or completed, the orders a
 * return or an after-sales case may be made for.
 */
function returnableOrder(ctx: Ctx): { user: User; order: Order } {
  const user = requireUser(ctx)
  advanceOrders(ctx.db, ctx.now)
  const order = findOrder(ctx.db, user, optInt(ctx, "order_id", 0, "订单"))
  if (order.status !== 2 && order.status !== 3) throw warn(msg.orderCannotReturn)
  return { user, order }
}

export const returnRoutes: RouteDef[] = [
  route("GET", "/api/returns", true, (ctx) => {
    return ok(paginate(casesOf(ctx, 1), pageArgs(ctx, 10), ({ o, a }) => returnSummary(o, a)))
  }),

  route("POST", "/api/returns", true, (ctx) => {
    const { order } = returnableOrder(ctx)
    const lineIds = intList(ctx, "order_goods_ids")
    const numbers = intList(ctx, "numbers")
    if (lineIds.length === 0) throw invalid("order_goods_ids", Messages.orders.noLinesPicked)
    if (numbers.length !== lineIds.length) throw invalid("numbers", "退货数量与商品不一致")
    const images = picturesOf(ctx, "return")
    const lines = returnLines(order)
    const checked = Returns.check(lines, {
      picks: lineIds.map((line, i) => ({ line, quantity: numbers[i] ?? Number.NaN })),
      reason: optString(ctx, "reason"),
      description: optString(ctx, "description"),
      pictures: images,
    })
    if (Result.isFailure(checked)) throw returnProblem(checked.failure)
    const amount = Returns.refundAmount(Returns.goodsValue(lines, checked.success), {
      goodsAmount: Money.fen(order.goodsAmount),
      discount: orderDiscount(order),
    })
    const id = nextId(ctx.db, "afterSales")
    order.afterSales.push({
      id,
      orderId: order.id,
      kind: 1,
      type: 0,
      status: 0,
      content: optString(ctx, "reason").trim(),
      description: optString(ctx, "description").trim(),
      images,
      reply: "",
      createdAt: ctx.now,
      items: checked.success.map((p) => ({ lineId: p.line, number: p.quantity })),
      amount,
      progress: [{ at: ctx.now, text: "提交退货申请，等待审核" }],
    })
    return ok({ id }, Messages.orders.returnCreated)
  }),

  route("GET", "/api/returns/{id}", true, (ctx) => {
    const { order, item } = afterSaleOf(ctx, 1)
    return ok(returnDetail(ctx.db, order, item))
  }),

  route("GET", "/api/after_sales", true, (ctx) => {
    return ok(paginate(casesOf(ctx, 2), pageArgs(ctx, 10), ({ o, a }) => afterSaleSummary(o, a)))
  }),

  route("POST", "/api/after_sales", true, (ctx) => {
    const { user, order } = returnableOrder(ctx)
    if (user.isAfterSale === 0) throw warn("您的账号暂未开通售后服务，请联系客户经理")
    const content = optString(ctx, "content").trim()
    if ([...content].length < 5) throw invalid("content", Messages.orders.afterSaleDescriptionShort)
    const images = picturesOf(ctx, "after_sale")
    const id = nextId(ctx.db, "afterSales")
    order.afterSales.push({
      id,
      orderId: order.id,
      kind: 2,
      type: optInt(ctx, "type", 3, "类型"),
      status: 0,
      content,
      images,
      reply: "",
      createdAt: ctx.now,
      items: [],
      amount: 0,
      progress: [{ at: ctx.now, text: "提交售后申请，等待客服处理" }],
      replies: [],
    })
    return ok({ id }, Messages.orders.afterSaleCreated)
  }),

  route("GET", "/api/after_sales/{id}", true, (ctx) => {
    const { order, item } = afterSaleOf(ctx, 2)
    return ok(afterSaleDetail(order, item))
  }),
]
