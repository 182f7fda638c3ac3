/**
 * The order area as the contract shows it beyond the plain order: times of each step, thumbnails,
 * what can still be returned (core Returns), the invoice, the ids of returns and after-sales;
 * goods lines with batch and expiry; returns and after-sales cases with their progress. Filters
 * of 我的订单 (keyword, Shanghai date range, status) and its per-status counts live here too.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Money from "@mall/core/Money"
import * as Returns from "@mall/core/Returns"
import type { Db } from "../state/db.ts"
import type { AfterSale, Order, OrderLine } from "../state/types.ts"
import { SHIP_AFTER } from "./orders.ts"
import { money, presentOrder, presentOrderDetail, presentOrderGoods } from "./present.ts"

export const RETURN_STATUS = ["待审核", "已同意", "已拒绝", "已退款"] as const
export const AFTER_SALE_STATUS = ["处理中", "已完成"] as const
export const RECEIPT_STATUS = ["待上传", "待审核", "已通过", "已驳回"] as const

const time = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? "" : DateTime.formatDateTime(ms)

export function shippedAt(o: Order): number | null {
  if (o.status !== 2 && o.status !== 3) return null
  return o.shippedAt ?? (o.paidAt === null ? null : o.paidAt + SHIP_AFTER)
}

export function finishedAt(o: Order): number | null {
  if (o.status === 3) return o.finishedAt ?? (shippedAt(o) ?? o.createdAt) + 3 * DateTime.DAY_MS
  if (o.status === 4) return o.finishedAt ?? o.createdAt + DateTime.HOUR_MS
  return null
}

/** Quantity of a line already in returns that were not refused. */
export function returnedOf(o: Order, lineId: number): number {
  let n = 0
  for (const a of o.afterSales)
    if (a.kind === 1 && a.status !== 2)
      for (const it of a.items) if (it.lineId === lineId) n += it.number
  return n
}

/** The order's lines as core Returns sees them. */
export function returnLines(o: Order): Returns.Line[] {
  return o.lines.map((l) => ({
    id: l.id,
    number: l.number,
    returned: returnedOf(o, l.id),
    price: Money.fen(l.isGift ? 0 : l.price),
  }))
}

export function canReturn(o: Order): boolean {
  return (o.status === 2 || o.status === 3) && Returns.anyReturnable(returnLines(o))
}

export function orderDiscount(o: Order): Money.Fen {
  return Money.fen(o.manjianReduce + o.couponReduce)
}

export function goodsLine(db: Db, o: Order, l: OrderLine) {
  const g = db.goodsById.get(l.goodsId)
  return {
    ...presentOrderGoods(l),
    image: l.image,
    bzdw: l.bzdw,
    batch: l.combinationId === null ? (g?.batch ?? "") : "",
    expiry_date: l.combinationId === null ? (g?.expiryDate ?? "") : "",
    is_gift: l.isGift ? (1 as const) : (0 as const),
    returned: returnedOf(o, l.id),
  }
}

function extras(db: Db, o: Order) {
  return {
    paid_at: time(o.paidAt),
    shipped_at: time(shippedAt(o)),
    finished_at: time(finishedAt(o)),
    goods_images: o.lines
      .filter((l) => !l.isGift)
      .slice(0, 5)
      .map((l) => ({ goods_id: l.goodsId, name: l.name, image: l.image })),
    is_hm: o.isHm ? (1 as const) : (0 as const),
    returnable: canReturn(o) ? (1 as const) : (0 as const),
    invoice_url: db.invoices.find((i) => i.orderId === o.id)?.url ?? "",
    return_ids: o.afterSales.filter((a) => a.kind === 1).map((a) => a.id),
    after_sale_ids: o.afterSales.filter((a) => a.kind === 2).map((a) => a.id),
  }
}

export function orderItem(db: Db, o: Order) {
  return { ...presentOrder(o), ...extras(db, o) }
}

export function orderDetail(db: Db, o: Order) {
  return {
    ...presentOrderDetail(o),
    ...extras(db, o),
    goods: o.lines.map((l) => goodsLine(db, o, l)),
  }
}

export interface OrderFilter {
  keyword: string
  range: DateTime.DateRange
}

export function matches(o: Order, f: OrderFilter): boolean {
  const k = f.keyword.trim()
  return (
    (k === "" || o.sn.includes(k) || o.lines.some((l) => l.name.includes(k))) &&
    DateTime.inRange(DateTime.formatDateTime(o.createdAt), f.range)
  )
}

const progressOf = (a: AfterSale) =>
  (a.progress ?? [{ at: a.createdAt, text: "提交申请" }]).map((p) => ({
    time: DateTime.formatDateTime(p.at),
    text: p.text,
  }))

export function returnSummary(o: Order, a: AfterSale) {
  return {
    id: a.id,
    order_id: o.id,
    order_sn: o.sn,
    status: (a.status >= 0 && a.status <= 3 ? a.status : 0) as 0 | 1 | 2 | 3,
    status_text: RETURN_STATUS[a.status] ?? "",
    reason: a.content,
    amount: money(a.amount),
    goods_count: a.items.length,
    created_at: DateTime.formatDateTime(a.createdAt),
  }
}

export function returnDetail(db: Db, o: Order, a: AfterSale) {
  const goods = a.items.flatMap((it) => {
    const line = o.lines.find((l) => l.id === it.lineId)
    if (!line) return []
    const { returned: _returned, ...shown } = goodsLine(db, o, line)
    return [{ ...shown, number: it.number, amount: money(line.price * it.number) }]
  })
  return {
    ...returnSummary(o, a),
    description: a.description ?? "",
    images: a.images ?? [],
    goods,
    progress: progressOf(a),
  }
}

export function afterSaleSummary(o: Order, a: AfterSale) {
  return {
    id: a.id,
    order_id: o.id,
    order_sn: o.sn,
    type: (a.type === 1 || a.type === 2 ? a.type : 3) as 1 | 2 | 3,
    status: (a.status === 1 ? 1 : 0) as 0 | 1,
    status_text: AFTER_SALE_STATUS[a.status === 1 ? 1 : 0],
    content: a.content,
    created_at: DateTime.formatDateTime(a.createdAt),
  }
}

export function afterSaleDetail(o: Order, a: AfterSale) {
  return {
    ...afterSaleSummary(o, a),
    reply: a.reply,
    images: a.images ?? [],
    progress: progressOf(a),
    replies: (a.replies ?? []).map((r) => ({
      from: r.from,
      content: r.content,
      time: DateTime.formatDateTime(r.at),
    })),
  }
}
