/**
 * 含麻订单回执 (/hmdd): orders with ephedrine-containing drugs and their receipt status; the
 * signed receipt (picture or PDF) is uploaded (POST /api/upload, kind receipt) and then sent for
 * the order, after which the list shows it 待审核 with the file. The list gives the blank form
 * to download (`receipt_form_url`). Page in the URL.
 */
import { computed, signal } from "@preact/signals-react"
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { whileBusy } from "../../lib/busy.ts"
import { resource } from "../../lib/kit/resource.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import { uploadFile } from "../../lib/upload/upload.ts"
import * as Api from "./api.ts"

export const listSpec = { page: ListQuery.page }
export const receipts = resource((page: number) => Api.receipts(page))

/** The blank receipt form to download and print (`receipt_form_url`), or `null` when none is given. */
export const formUrl = computed(() => {
  const url = receipts.data.value?.receipt_form_url ?? ""
  return url === "" ? null : url
})

/** Orders whose receipt is being uploaded. */
export const uploading = signal<ReadonlySet<number>>(new Set())

export async function uploadReceipt(orderId: number, file: File): Promise<void> {
  await whileBusy(uploading, orderId, async () => {
    const up = await uploadFile("receipt", file)
    if (up === null) return
    const outcome = await Api.submitReceipt(orderId, up.url)
    if (outcome._tag !== "Success") return showOutcome(outcome)
    notifySuccess(outcome.message || Messages.orders.receiptUploaded)
    await receipts.reload()
  })
}
