/** 含麻订单回执's calls. */
import * as Op from "@mall/core/generated/operations"
import { call, request } from "../../lib/api/client.ts"

/** GET /api/hmdd (page); a failure is shown. */
export const receipts = (page: number) => call(Op.getHmddList, { params: { query: { page } } })

/** POST /api/hmdd/{id}/receipt with an uploaded file's URL: the outcome, shown by the caller. */
export const submitReceipt = (orderId: number, url: string) =>
  request(Op.postHmddReceipt, { params: { path: { id: orderId } }, body: { receipt_image: url } })
