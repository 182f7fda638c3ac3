/** Turns the in-memory model into the shapes of openapi.yaml (money as "12.30", flags as 0/1). */
import { formatDate, formatDateTime } from "@mall/core/DateTime"
import * as Money from "@mall/core/Money"
import type { Fen } from "@mall/core/Money"
import type { Db } from "../state/db.ts"
import type { Address, Coupon, Goods, Order, OrderLine, User } from "../state/types.ts"

/** Fen as the contract's decimal string. */
export function money(fen: number): string {
  return Money.toYuanString(Math.floor(fen) as Fen)
}

export const bit = (b: boolean): 0 | 1 => (b ? 1 : 0)

const TAG_TITLES: Record<string, string> = {
  优: "优选特价",
  秒: "限时秒杀",
  满: "满减活动",
  换购: "加价换购",
  赠: "买赠活动",
  特: "每日特价",
  新: "新品上架",
}

export function goodsImage(id: number): string {
  return `/static/goods/${id}.svg`
}

export function presentGoods(db: Db, g: Goods, user: User | null) {
  const favourite = user
    ? db.favourites.some((f) => f.userId === user.id && f.goodsId === g.id)
    : false
  return {
    id: g.id,
    name: g.name,
    sccj: g.sccj,
    ypgg: g.ypgg,
    goods_image: [goodsImage(g.id)],
    base_price: money(g.price),
    bzdw: g.bzdw,
    is_buy: bit(g.isBuy),
    number: g.stock,
    is_youx: bit(g.isYoux),
    type: g.category === "yx" ? 2 : 1,
    is_free_shipping: bit(g.isFreeShipping),
    free_shipping_number: g.freeShippingNumber,
    ladder_price: g.ladder.map((t) => ({ number: t.number, price: money(t.price) })),
    ladder_price_type: g.ladderType === 1 ? (1 as const) : (2 as const),
    tags: g.tags.map((name) => ({ name, title: TAG_TITLES[name] ?? name })),
    pzwh: g.pzwh,
    ph: g.batch,
    yxq: g.expiryDate,
    scrq: g.productionDate,
    zbz: Math.max(1, g.zbz),
    jzl: Math.max(1, g.zbz) * 20,
    ck_id: g.ckId,
    ck_name: db.warehouses.find((w) => w.id === g.ckId)?.name ?? "",
    market_price: money(g.marketPrice),
    ...(g.originalPrice === null ? {} : { original_price: money(g.originalPrice) }),
    is_favorite: bit(favourite),
  }
}

export function presentGoodsDetail(db: Db, g: Goods, user: User | null) {
  const brand = g.brandId === null ? undefined : db.brands.find((b) => b.id === g.brandId)
  return {
    ...presentGoods(db, g, user),
    description: `<p>${g.name}（${g.ypgg}），${g.sccj}生产。</p><p>批准文号：${g.pzwh}；批号：${g.batch}；有效期至：${g.expiryDate}。</p>`,
    instructions: `<h3>说明书</h3><p>【药品名称】${g.name}</p><p>【规格】${g.ypgg}</p><p>【生产企业】${g.sccj}</p><p>请仔细阅读说明书并在药师指导下购买和使用。</p>`,
    ...(brand ? { brand: { id: brand.id, name: brand.name, logo: brand.logo } } : {}),
  }
}

export function presentAddress(a: Address) {
  return {
    id: a.id,
    consignee: a.consignee,
    phone: a.phone,
    province: a.province,
    city: a.city,
    district: a.district,
    address: a.address,
    is_default: bit(a.isDefault),
  }
}

/** A coupon with its validity already formatted; `id` is the template's or the user's copy's. */
export interface CouponFacts {
  id: number
  name: string
  type: Coupon["type"]
  amount: number
  minAmount: number
  /** A variety coupon's goods (contract `goods_ids`). */
  goodsIds?: number[]
  startTime: string
  endTime: string
}

/** The contract's coupon shape, shared by templates and the coupons a user holds. */
export function presentCouponFacts(c: CouponFacts, status: 0 | 1 | 2) {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    amount: money(c.amount),
    min_amount: money(c.minAmount),
    start_time: c.startTime,
    end_time: c.endTime,
    status,
    ...(c.goodsIds === undefined ? {} : { goods_ids: c.goodsIds }),
  }
}

/** A coupon template as the user sees it (status from the user's copy when given). */
export function presentCoupon(c: Coupon, status: 0 | 1 | 2, received?: boolean) {
  return {
    ...presentCouponFacts(
      { ...c, startTime: formatDateTime(c.startAt), endTime: formatDateTime(c.endAt) },
      status,
    ),
    ...(received === undefined ? {} : { is_received: bit(received) }),
  }
}

export const ORDER_STATUS_TEXT = ["待付款", "待发货", "待收货", "已完成", "已取消"] as const

export function presentOrder(o: Order) {
  return {
    id: o.id,
    order_sn: o.sn,
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status] ?? "",
    order_amount: money(o.payAmount),
    goods_count: o.lines.length,
    created_at: formatDateTime(o.createdAt),
  }
}

export function presentOrderGoods(l: OrderLine) {
  return {
    id: l.id,
    goods_id: l.goodsId,
    name: l.name,
    sccj: l.sccj,
    ypgg: l.ypgg,
    price: money(l.price),
    number: l.number,
    amount: money(l.amount),
  }
}

const PAY_TYPES: Record<string, string> = {
  wechat: "微信支付",
  alipay: "支付宝",
  balance: "余额支付",
  offline: "线下转账",
}

export function payTypeText(code: string): string {
  return PAY_TYPES[code] ?? code
}

export function presentOrderDetail(o: Order) {
  return {
    ...presentOrder(o),
    goods: o.lines.map(presentOrderGoods),
    address: { id: 0, ...o.address, is_default: 0 as const },
    goods_amount: money(o.goodsAmount),
    manjian_amount: money(o.manjianReduce),
    shipping_amount: money(o.shippingFee),
    coupon_amount: money(o.couponReduce),
    pay_type: payTypeText(o.payType),
    remarks: o.remark,
  }
}

export { formatDate, formatDateTime }
