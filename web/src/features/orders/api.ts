/** The order pages' calls: 我的订单 (list, counts, actions), the detail with logistics, returns and after-sales. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"
import { callOne } from "../../lib/api/missing.ts"

export type ListQuery = {
  readonly status: 0 | 1 | 2 | 3 | 4 | null
  readonly keyword: string
  readonly start: string
  readonly end: string
  readonly page: number
}

const filters = (q: Omit<ListQuery, "status" | "page">) => ({
  ...(q.keyword !== "" ? { keyword: q.keyword } : {}),
  ...(q.start !== "" ? { start_date: q.start } : {}),
  ...(q.end !== "" ? { end_date: q.end } : {}),
})

/** GET /api/order (status, keyword, dates, page); a failure is shown. */
export const orders = (q: ListQuery) =>
  call(Op.getOrderList, {
    params: {
      query: { ...filters(q), ...(q.status !== null ? { status: q.status } : {}), page: q.page },
    },
  })

/** GET /api/order_count with the same filters; silent (the tabs then show no counts). */
export const counts = (q: Omit<ListQuery, "status" | "page">) =>
  call(Op.getOrderCounts, { params: { query: filters(q) } }, { silent: true })

/** GET /api/returns (page); a failure is shown. */
export const returns = (page: number) => call(Op.getReturnList, { params: { query: { page } } })

/** GET /api/after_sales (page); a failure is shown. */
export const afterSales = (page: number) =>
  call(Op.getAfterSaleList, { params: { query: { page } } })

const byId = (id: number) => ({ params: { path: { id } } })

/** GET /api/order/{id}; `Missing` when there is no such order of the company, other failures shown. */
export const order = (id: number) => callOne(id, Op.getOrderById, byId(id))

/** GET /api/order/{id}/logistics; silent (the detail then says 暂无物流信息). */
export const logistics = (id: number) => call(Op.getOrderLogistics, byId(id), { silent: true })

/** POST /api/order/{id}/cancel: the outcome, shown by the caller. */
export const cancel = (id: number, reason: string) =>
  request(Op.postOrderCancel, { ...byId(id), body: { reason } })

/** POST /api/order/{id}/confirm: the outcome, shown by the caller. */
export const confirm = (id: number) => request(Op.postOrderConfirm, byId(id))

/** POST /api/order/{id}/rebuy: the outcome, shown by the caller. */
export const rebuy = (id: number) => request(Op.postOrderRebuy, byId(id))

/** GET /api/returns/{id}; `Missing` when there is no such return, other failures shown. */
export const returnDetail = (id: number) => callOne(id, Op.getReturnById, byId(id))

/** GET /api/after_sales/{id}; `Missing` when there is no such case, other failures shown. */
export const afterSaleDetail = (id: number) => callOne(id, Op.getAfterSaleById, byId(id))

export type ReturnForm = {
  readonly orderId: number
  readonly lines: ReadonlyArray<{ readonly id: number; readonly quantity: number }>
  readonly reason: string
  readonly description: string
  readonly images: ReadonlyArray<string>
}

/** POST /api/returns: the outcome (422 field errors go onto the form). */
export const applyReturn = (f: ReturnForm) =>
  request(Op.postReturn, {
    body: {
      order_id: f.orderId,
      order_goods_ids: f.lines.map((l) => l.id),
      numbers: f.lines.map((l) => l.quantity),
      reason: f.reason,
      ...(f.description !== "" ? { description: f.description } : {}),
      ...(f.images.length > 0 ? { images: [...f.images] } : {}),
    },
  })

export type AfterSaleForm = {
  readonly orderId: number
  readonly type: 1 | 2 | 3
  readonly content: string
  readonly images: ReadonlyArray<string>
}

/** POST /api/after_sales: the outcome (422 field errors go onto the form). */
export const applyAfterSale = (f: AfterSaleForm) =>
  request(Op.postAfterSale, {
    body: {
      order_id: f.orderId,
      type: f.type,
      content: f.content,
      ...(f.images.length > 0 ? { images: [...f.images] } : {}),
    },
  })
