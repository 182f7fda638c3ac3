/** 电子发票查询's call. */
import * as Op from "@mall/core/generated/operations"
import { call } from "../../lib/api/client.ts"

export type InvoiceQuery = {
  readonly orderSn: string
  readonly start: string
  readonly end: string
  readonly page: number
}

/** GET /api/invoice (order number, dates, page); a failure is shown. */
export const invoices = (q: InvoiceQuery) =>
  call(Op.getInvoiceList, {
    params: {
      query: {
        page: q.page,
        ...(q.orderSn !== "" ? { order_sn: q.orderSn } : {}),
        ...(q.start !== "" ? { start_date: q.start } : {}),
        ...(q.end !== "" ? { end_date: q.end } : {}),
      },
    },
  })
