/** 电子发票查询 (/zzfw/dzfp): invoices by order number and issue date, paged; all in the URL. */
import * as ListQuery from "@mall/core/ListQuery"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export const listSpec = {
  order_sn: ListQuery.text(),
  start: ListQuery.date,
  end: ListQuery.date,
  page: ListQuery.page,
}
export type Values = ListQuery.Values<typeof listSpec>

export const invoices = resource((q: Api.InvoiceQuery) => Api.invoices(q))

export function load(v: Values): void {
  if (ListQuery.rangeInverted(v.start, v.end)) return
  void invoices.load({ orderSn: v.order_sn, start: v.start, end: v.end, page: v.page })
}
