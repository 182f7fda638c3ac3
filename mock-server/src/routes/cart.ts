/** Cart and favourites: add (lines, quick add), list, total, edit, select, delete, copy, hint, checkout. */
import * as Manjian from "@mall/core/Manjian"
import type { Fen } from "@mall/core/Money"
import * as CheckoutLine from "@mall/core/CheckoutLine"
import * as Messages from "@mall/core/Messages"
import { invalid, notFound, ok, warn } from "../http/envelope.ts"
import { labelOf } from "../contract/errors.ts"
import { msg } from "../domain/messages.ts"
import {
  addLine,
  cartState,
  lineStock,
  lineUnit,
  presentLine,
  totalsOf,
  userLines,
} from "../domain/cart.ts"
import type { LineInput } from "../domain/cart.ts"
import { unitPrice } from "../domain/ladder.ts"
import { availableCoupons, couponDiscount, couponOrder, presentHeld } from "../domain/coupons.ts"
import { bit, money, presentAddress, presentGoods } from "../domain/present.ts"
import {
  MAX_QUANTITY,
  idList,
  optInt,
  optString,
  pageArgs,
  paginate,
  quantity,
  requireUser,
  value,
} from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v
  if (v === undefined || v === null || v === "") return []
  return [v]
}

/** The parallel lists goods_id, price, number, ck_id and optional type: line i is element i of each. */
function lineInputs(ctx: Ctx): LineInput[] {
  const goodsIds = listOf(value(ctx, "goods_id"))
  const numbers = listOf(value(ctx, "number"))
  const ckIds = listOf(value(ctx, "ck_id"))
  const types = listOf(value(ctx, "type"))
  if (goodsIds.length === 0) throw invalid("goods_id", "商品不能为空")
  const perAdd = ctx.app.security.config.linesPerAdd
  if (goodsIds.length > perAdd) throw invalid("goods_id", Messages.edge.linesPerAdd(perAdd))
  if (numbers.length !== goodsIds.length) throw invalid("number", msg.quantity)
  // Parallel lists are paired by position (ADR 13): each must have one value per line.
  const prices = listOf(value(ctx, "price"))
  if (prices.length !== goodsIds.length) throw invalid("price", msg.parallelLists(labelOf("price")))
  if (ckIds.length !== goodsIds.length) throw invalid("ck_id", msg.parallelLists(labelOf("ck_id")))
  if (types.length > 0 && types.length !== goodsIds.length)
    throw invalid("type", msg.parallelLists(labelOf("type")))
  return goodsIds.map((raw, i) => {
    const goodsId = Number(raw)
    if (!Number.isSafeInteger(goodsId) || goodsId <= 0)
      throw invalid(`goods_id.${i}`, "商品格式不正确")
    const ck = ckIds[i] === undefined || ckIds[i] === "" ? 0 : Number(ckIds[i])
    const type = types[i] === undefined || types[i] === "" ? 1 : Number(types[i])
    if (!Number.isSafeInteger(ck) || ck < 0) throw invalid(`ck_id.${i}`, "仓库格式不正确")
    if (!Number.isSafeInteger(type)) throw invalid(`type.${i}`, "类型格式不正确")
    return { goodsId, number: quantity(numbers[i], `number.${i}`), ckId: ck, type }
  })
}

function ownLines(ctx: Ctx, ids: number[]) {
  const user = requireUser(ctx)
  const lines = userLines(ctx.db, user.id).filter((l) => ids.includes(l.id))
  if (lines.length === 0) throw notFound(msg.cartLineNotFound)
  return lines
}

export const cartRoutes: RouteDef[] = [
  route("POST", "/api/cart", true, (ctx) => {
    const user = requireUser(ctx)
    const inputs = lineInputs(ctx)
    // A failing line adds nothing: several lines are rolled back together (one line fails before it changes anything).
    const snapshot = inputs.length > 1 ? ctx.db.cart.map((l) => ({ ...l })) : null
    const added: {
      goods_id: number
      price: string
      number: number
      ck_id: number
      type: number
    }[] = []
    try {
      for (const input of inputs) {
        const line = addLine(ctx.db, user, input, ctx.now, ctx.app.security.config.cartLines)
        const g = ctx.db.goodsById.get(line.goodsId)
        const combination =
          line.combinationId === null
            ? null
            : ctx.db.combinations.find((c) => c.id === line.combinationId)
        const price = combination ? combination.price : g ? unitPrice(g, line.number) : 0
        added.push({
          goods_id: input.goodsId,
          price: money(price),
          number: input.number,
          ck_id: line.ckId,
          type: line.type,
        })
      }
    } catch (error) {
      if (snapshot) ctx.db.cart = snapshot
      throw error
    }
    return ok({ total: userLines(ctx.db, user.id).length, added }, msg.cartAdded)
  }),

  route("POST", "/api/cart/quick_add/{id}", true, (ctx) => {
    const user = requireUser(ctx)
    const id = Number(ctx.params.id)
    const g = ctx.db.goodsById.get(id)
    if (!Number.isSafeInteger(id) || !g) throw notFound(msg.goodsNotFound)
    const number = Math.max(1, g.zbz)
    const line = addLine(
      ctx.db,
      user,
      { goodsId: id, number, ckId: 0, type: 1 },
      ctx.now,
      ctx.app.security.config.cartLines,
    )
    return ok(
      {
        total: userLines(ctx.db, user.id).length,
        added: [
          {
            goods_id: id,
            price: money(unitPrice(g, line.number)),
            number,
            ck_id: line.ckId,
            type: line.type,
          },
        ],
      },
      msg.cartAdded,
    )
  }),

  route("GET", "/api/cart/list", true, (ctx) => {
    const user = requireUser(ctx)
    const limit = Math.min(Math.max(1, optInt(ctx, "limit", 99999, "每页条数")), 99999)
    const page = Math.max(1, optInt(ctx, "page", 1, "页码"))
    return ok(
      cartState(ctx.db, user, ctx.now, {
        filter: optString(ctx, "filter", "all"),
        keywords: optString(ctx, "keywords"),
        page,
        limit,
      }),
    )
  }),

  route("GET", "/api/cart/total", true, (ctx) =>
    ok({ total: userLines(ctx.db, requireUser(ctx).id).length }),
  ),

  route("POST", "/api/cart/{id}/edit", true, (ctx) => {
    const user = requireUser(ctx)
    const id = Number(ctx.params.id)
    const line = ctx.db.cart.find((l) => l.id === id && l.userId === user.id)
    if (!line) throw notFound(msg.cartLineNotFound)
    // a combination line's number is a count of sets (any whole number up to the set stock)
    const number = quantity(value(ctx, "number"))
    const stock = lineStock(ctx.db, line)
    if (number > stock)
      throw warn(
        stock === 0
          ? msg.outOfStock
          : `${msg.outOfStock}，${Messages.aboveStock(stock, lineUnit(ctx.db, line))}`,
      )
    line.number = number
    return ok(presentLine(ctx.db, line, user, ctx.now), msg.saved)
  }),

  route("POST", "/api/cart/batch_select", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "ids", "商品")
    const on = optInt(ctx, "is_selected", -1, "选中状态")
    if (on !== 0 && on !== 1) throw invalid("is_selected", "选中状态格式不正确")
    for (const line of userLines(ctx.db, user.id))
      if (ids.includes(line.id)) line.isSelected = on === 1
    return ok(null)
  }),

  route("POST", "/api/cart/batch_delete", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "ids", "商品")
    // Any id that is not a line of this company's cart: nothing is deleted, and the answer says so.
    const own = new Set(userLines(ctx.db, user.id).map((l) => l.id))
    if (!ids.some((id) => own.has(id))) throw warn(msg.cartLineNotFound)
    if (!ids.every((id) => own.has(id))) throw warn(Messages.edge.batchDeleteForeign)
    const gone = new Set(ids)
    ctx.db.cart = ctx.db.cart.filter((l) => !(l.userId === user.id && gone.has(l.id)))
    return ok(null, msg.deleted)
  }),

  route("POST", "/api/cart/copy", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "ids", "商品")
    const targets = idList(ctx, "other_user_ids", "门店")
    const stores = targets.map((id) =>
      ctx.db.users.find((u) => u.id === id && u.groupId === user.groupId && u.id !== user.id),
    )
    if (stores.some((s) => s === undefined)) throw warn(msg.storeNotFound)
    const lines = ownLines(ctx, ids)
    const snapshot = ctx.db.cart.map((l) => ({ ...l }))
    try {
      for (const store of stores) {
        if (!store) continue
        for (const l of lines) {
          addLine(
            ctx.db,
            store,
            { goodsId: l.combinationId ?? l.goodsId, number: l.number, ckId: l.ckId, type: l.type },
            ctx.now,
            ctx.app.security.config.cartLines,
          )
        }
      }
    } catch (error) {
      ctx.db.cart = snapshot
      throw error
    }
    return ok(null, msg.cartCopied)
  }),

  route("POST", "/api/cart/next_hint", true, (ctx) => {
    const user = requireUser(ctx)
    const lines = userLines(ctx.db, user.id).map((l) => presentLine(ctx.db, l, user, ctx.now))
    const totals = totalsOf(ctx.db, lines, ctx.now)
    let eligible = totals.manjian.eligible as number
    const goodsId = optInt(ctx, "goods_id", 0, "商品")
    if (goodsId > 0) {
      const g = ctx.db.goodsById.get(goodsId)
      if (!g) throw warn(msg.goodsNotFound)
      const n = Math.min(optInt(ctx, "number", Math.max(1, g.zbz), "购买数量"), MAX_QUANTITY)
      const already = lines.some((l) => l.goods.id === g.id && l.is_selected === 1)
      if (!already && g.manjianId !== null && n > 0) eligible += unitPrice(g, n) * n
    }
    const tiers = totals.manjian.tiers.map((t) => ({ amount: t.amount, reduce: t.reduce }))
    const evaluation = Manjian.evaluate(eligible as Fen, tiers)
    return ok({
      hint:
        evaluation.next?.message ??
        (evaluation.reached ? `已享满减，立减¥${money(evaluation.reduction)}` : ""),
      gap_amount: money(evaluation.next?.gap ?? 0),
      reduce: money(evaluation.next?.tier.reduce ?? evaluation.reduction),
    })
  }),

  route("POST", "/api/cart/checkout", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "ids", "商品")
    const chosen = ownLines(ctx, ids)
    if (user.isPassed === 0) throw warn(msg.notPassed)
    // Every chosen line is answered: one that cannot be ordered (core CheckoutLine) is unselected
    // and counts in no amount, so that 确认订单 can say which goods and why.
    const presented = chosen.map((l) => {
      const line = presentLine(ctx.db, { ...l, isSelected: true }, user, ctx.now)
      return CheckoutLine.problemOf(line) === null ? line : { ...line, is_selected: bit(false) }
    })
    const totals = totalsOf(ctx.db, presented, ctx.now)
    const order = couponOrder(presented, totals.goodsAmount)
    const coupons = presented.some((l) => l.is_selected === 1)
      ? availableCoupons(ctx.db, user, ctx.now).filter((c) => couponDiscount(c, order) !== null)
      : []
    // goods_amount is the plain sum of the lines; 满减 and the coupon are their own fields.
    return ok({
      lines: presented,
      goods_amount: money(totals.subtotal),
      manjian_amount: money(totals.reduction),
      shipping_amount: money(totals.shippingFee),
      coupon_amount: money(0),
      pay_amount: money(totals.payable),
      addresses: ctx.db.addresses.filter((a) => a.userId === user.id).map(presentAddress),
      coupons: coupons.map(presentHeld),
    })
  }),

  route("GET", "/api/favorite", true, (ctx) => {
    const user = requireUser(ctx)
    const items = ctx.db.favourites
      .filter((f) => f.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((f) => ctx.db.goodsById.get(f.goodsId))
      .filter((g) => g !== undefined)
    return ok(paginate(items, pageArgs(ctx, 20), (g) => presentGoods(ctx.db, g, user)))
  }),

  route("POST", "/api/favorite", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "goods_ids", "商品")
    if (ids.some((id) => !ctx.db.goodsById.has(id))) throw warn(msg.goodsNotFound)
    for (const id of ids) {
      if (!ctx.db.favourites.some((f) => f.userId === user.id && f.goodsId === id)) {
        ctx.db.favourites.push({ userId: user.id, goodsId: id, createdAt: ctx.now })
      }
    }
    return ok(null, msg.favouriteAdded)
  }),

  route("POST", "/api/favorite/cancel", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "goods_ids", "商品")
    ctx.db.favourites = ctx.db.favourites.filter(
      (f) => !(f.userId === user.id && ids.includes(f.goodsId)),
    )
    return ok(null, msg.favouriteCancelled)
  }),
]
