/** The company's e-invoices, by order number and date range, newest first. */
import { ok } from "../http/envelope.ts"
import { money } from "../domain/present.ts"
import { formatDateTime } from "@mall/core/DateTime"
import { invoiceNoOf } from "../data/documents.ts"
import { optString, pageArgs, paginate, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"
import { dateRangeOf, inDateRange } from "./order-input.ts"

export const invoiceRoutes: RouteDef[] = [
  route("GET", "/api/invoice", true, (ctx) => {
    const user = requireUser(ctx)
    const sn = optString(ctx, "order_sn").trim()
    const range = dateRangeOf(ctx)
    const list = ctx.db.invoices
      .filter(
        (i) =>
          i.userId === user.id &&
          (sn === "" || i.orderSn.includes(sn)) &&
          inDateRange(i.createdAt, range),
      )
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (i) => ({
        id: i.id,
        order_id: i.orderId,
        order_sn: i.orderSn,
        invoice_no: invoiceNoOf(i),
        title: i.title,
        amount: money(i.amount),
        pdf_url: i.url,
        created_at: formatDateTime(i.createdAt),
      })),
    )
  }),
]
