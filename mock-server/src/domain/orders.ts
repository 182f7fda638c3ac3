/** Orders: created from cart lines, paid (simulated), shipped by the clock, cancelled, confirmed. */
import { DAY_MS as DAY, formatDate } from "@mall/core/DateTime"
import { notFound, warn } from "../http/envelope.ts"
import type { Db } from "../state/db.ts"
import { nextId } from "../state/db.ts"
import type { Address, CartLine, Order, OrderLine, User } from "../state/types.ts"
import { availableCoupons, couponDiscount, couponOrder } from "./coupons.ts"
import { presentLine, totalsOf } from "./cart.ts"
import { unitPrice } from "./ladder.ts"
import { msg } from "./messages.ts"
import { goodsImage } from "./present.ts"

/** A paid order ships one day after payment (server clock). */
export const SHIP_AFTER = DAY

/** Moves paid orders to "shipped" once the clock has passed their shipping time. */
export function advanceOrders(db: Db, now: number): void {
  for (const o of db.orders) {
    if (o.status === 1 && o.paidAt !== null && now >= o.paidAt + SHIP_AFTER) o.status = 2
  }
}

export function findOrder(db: Db, user: User, id: number): Order {
  const order = db.orders.find((o) => o.id === id && o.userId === user.id)
  if (!order) throw notFound(msg.orderNotFound)
  return order
}

export interface CreateArgs {
  lines: CartLine[]
  address: Address
  userCouponIds: number[]
  payType: string
  remark: string
}

export function createOrder(db: Db, user: User, now: number, args: CreateArgs): Order {
  const presented = args.lines
    .map((l) => presentLine(db, { ...l, isSelected: true }, user, now))
    .filter((l) => l.is_selected === 1)
  if (presented.length === 0) throw warn(msg.cartNothingSelected)
  const chosen = args.lines.filter((l) => presented.some((p) => p.id === l.id))
  // Stock is checked for every line before anything changes.
  for (const l of chosen) {
    if (l.combinationId !== null) {
      const c = db.combinations.find((x) => x.id === l.combinationId)
      if (!c || c.stock < l.number) throw warn(msg.outOfStock)
    } else {
      const g = db.goodsById.get(l.goodsId)
      if (!g || g.stock < l.number) throw warn(`${msg.outOfStock}：${g?.name ?? ""}`)
    }
  }
  const totals = totalsOf(db, presented, now)
  let couponReduce = 0
  let couponId: number | null = null
  const usable = availableCoupons(db, user, now)
  // each coupon judged as 确认订单 judges it (core Coupon: a variety coupon on its own goods only)
  const couponBasis = couponOrder(presented, totals.goodsAmount)
  for (const id of args.userCouponIds) {
    const c = usable.find((x) => x.id === id)
    const reduce = c === undefined ? null : couponDiscount(c, couponBasis)
    if (c === undefined || reduce === null) throw warn(msg.couponNotUsable)
    if (couponId === null) {
      couponId = c.id
      couponReduce = reduce
    }
  }

  const id = nextId(db, "orders")
  const lines: OrderLine[] = []
  let lineNo = 0
  for (const l of chosen) {
    if (l.combinationId !== null) {
      const c = db.combinations.find((x) => x.id === l.combinationId)
      if (!c) continue
      c.stock -= l.number
      lines.push({
        id: id * 100 + ++lineNo,
        goodsId: c.items[0]?.goodsId ?? 0,
        name: c.name,
        sccj: "组合商品",
        ypgg: `${c.items.length}种商品`,
        bzdw: "组",
        image: goodsImage(c.items[0]?.goodsId ?? 0),
        number: l.number,
        price: c.price,
        amount: c.price * l.number,
        isGift: false,
        combinationId: c.id,
      })
      continue
    }
    const g = db.goodsById.get(l.goodsId)
    if (!g) continue
    g.stock -= l.number
    g.sales += l.number
    const price = unitPrice(g, l.number)
    lines.push({
      id: id * 100 + ++lineNo,
      goodsId: g.id,
      name: g.name,
      sccj: g.sccj,
      ypgg: g.ypgg,
      bzdw: g.bzdw,
      image: goodsImage(g.id),
      number: l.number,
      price,
      amount: price * l.number,
      isGift: false,
      combinationId: null,
    })
    if (g.gift) {
      const gifts = Math.floor(l.number / g.gift.buy) * g.gift.give
      const gift = db.goodsById.get(g.gift.goodsId)
      if (gifts > 0 && gift) {
        lines.push({
          id: id * 100 + ++lineNo,
          goodsId: gift.id,
          // the goods' own name: is_gift says it is a gift, and the pages say 赠品 once from it
          name: gift.name,
          sccj: gift.sccj,
          ypgg: gift.ypgg,
          bzdw: gift.bzdw,
          image: goodsImage(gift.id),
          number: gifts,
          price: 0,
          amount: 0,
          isGift: true,
          combinationId: null,
        })
      }
    }
  }
  if (couponId !== null) {
    const uc = db.userCoupons.find((x) => x.id === couponId)
    if (uc) uc.status = 1
  }
  const order: Order = {
    id,
    sn: `${formatDate(now).replace(/-/g, "")}${String(100000 + id * 7919).slice(-6)}`,
    userId: user.id,
    status: 0,
    createdAt: now,
    paidAt: null,
    payType: args.payType,
    lines,
    goodsAmount: totals.subtotal,
    shippingFee: totals.shippingFee,
    manjianReduce: totals.reduction,
    couponReduce,
    payAmount: Math.max(0, totals.payable - couponReduce),
    couponId,
    address: {
      consignee: args.address.consignee,
      phone: args.address.phone,
      province: args.address.province,
      city: args.address.city,
      district: args.address.district,
      address: args.address.address,
    },
    remark: args.remark,
    isHm: lines.some((l) => db.goodsById.get(l.goodsId)?.isHm ?? false),
    afterSales: [],
  }
  db.orders.push(order)
  const done = new Set(chosen.map((l) => l.id))
  db.cart = db.cart.filter((l) => !done.has(l.id))
  return order
}

/** Puts stock back when an order is cancelled. */
export function restock(db: Db, order: Order): void {
  for (const l of order.lines) {
    if (l.combinationId !== null) {
      const c = db.combinations.find((x) => x.id === l.combinationId)
      if (c) c.stock += l.number
    } else {
      const g = db.goodsById.get(l.goodsId)
      if (g) g.stock += l.number
    }
  }
}
