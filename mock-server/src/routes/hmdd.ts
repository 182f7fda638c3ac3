/** 含麻 orders (含麻订单): the list with each order's receipt (回执) and the receipt's upload. */
import { invalid, notFound, ok, warn } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { RECEIPT_STATUS } from "../domain/order-views.ts"
import { RECEIPT_FORM_PATH } from "../data/receipt-form.ts"
import { formatDateTime } from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import { optString, pageArgs, paginate, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"
import { ownedUpload } from "./upload.ts"

export const hmddRoutes: RouteDef[] = [
  route("GET", "/api/hmdd", true, (ctx) => {
    const user = requireUser(ctx)
    const list = ctx.db.orders
      .filter((o) => o.userId === user.id && o.isHm && o.status !== 0 && o.status !== 4)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    const page = paginate(list, pageArgs(ctx, 10), (o) => {
      const receipt = ctx.db.hmReceipts.get(o.id)
      const status = receipt ? receipt.status : 0
      return {
        id: o.id,
        order_sn: o.sn,
        goods_names: o.lines
          .filter((l) => ctx.db.goodsById.get(l.goodsId)?.isHm)
          .map((l) => l.name)
          .join("、"),
        status,
        status_text: RECEIPT_STATUS[status] ?? "",
        receipt_image: receipt?.image ?? "",
        created_at: formatDateTime(o.createdAt),
      }
    })
    return ok({ ...page, receipt_form_url: RECEIPT_FORM_PATH })
  }),

  route("POST", "/api/hmdd/{id}/receipt", true, (ctx) => {
    const user = requireUser(ctx)
    const order = ctx.db.orders.find(
      (o) =>
        o.id === Number(ctx.params.id) &&
        o.userId === user.id &&
        o.isHm &&
        o.status !== 0 &&
        o.status !== 4,
    )
    if (!order) throw notFound(msg.orderNotFound)
    const current = ctx.db.hmReceipts.get(order.id)
    if (current?.status === 2) throw warn("回执已审核通过，无需重新上传")
    const image = optString(ctx, "receipt_image").trim()
    if (!ownedUpload(ctx.db, user, image, ["receipt"]))
      throw invalid("receipt_image", "回执文件不存在，请重新上传")
    ctx.db.hmReceipts.set(order.id, { status: 1, image })
    return ok(null, Messages.orders.receiptUploaded)
  }),
]
