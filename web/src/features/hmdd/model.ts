/**
 * 含麻订单回执 (/hmdd): orders with ephedrine-containing drugs and their receipt status. 上传回执
 * opens a dialog for that order: the signed receipt (picture or PDF) chosen there is checked at
 * once (core Upload, its message under the field), and on 提交 uploaded (POST /api/upload, kind
 * receipt) and sent for the order, after which the list shows it 待审核 with the file. The list
 * gives the blank form to download (`receipt_form_url`). Page in the URL.
 */
import { computed, signal } from "@preact/signals-react"
import * as ListQuery from "@mall/core/ListQuery"
import * as Messages from "@mall/core/Messages"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { resource } from "../../lib/kit/resource.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import { checkFile, uploadFile } from "../../lib/upload/upload.ts"
import * as Api from "./api.ts"

export const listSpec = { page: ListQuery.page }
export const receipts = resource((page: number) => Api.receipts(page))

/** The blank receipt form to download and print (`receipt_form_url`), or `null` when none is given. */
export const formUrl = computed(() => {
  const url = receipts.data.value?.receipt_form_url ?? ""
  return url === "" ? null : url
})

/** The order whose receipt is being uploaded (the dialog shows while set). */
export const uploadFor = signal<{ readonly id: number; readonly sn: string } | null>(null)
/** The file chosen in the dialog, once it passed the checks. */
export const chosen = signal<File | null>(null)
/** What is wrong with the choice (a refused file, or none chosen on 提交). */
export const problem = signal<string | null>(null)
export const sending = signal(false)

export function openUpload(order: { readonly id: number; readonly order_sn: string }): void {
  chosen.value = null
  problem.value = null
  uploadFor.value = { id: order.id, sn: order.order_sn }
}

export function closeUpload(): void {
  if (sending.peek()) return
  uploadFor.value = null
}

/** A file chosen: kept when core Upload takes it for a receipt, else its message and nothing kept. */
export function choose(file: File): void {
  const refused = checkFile("receipt", file)
  chosen.value = refused === null ? file : null
  problem.value = refused
}

export function removeChosen(): void {
  chosen.value = null
}

/** Uploads the chosen file and sends it as the order's receipt; the list then shows it. */
export async function send(): Promise<void> {
  const target = uploadFor.peek()
  const file = chosen.peek()
  if (target === null || sending.peek()) return
  if (file === null) {
    problem.value = Messages.orders.receiptChooseFirst
    return
  }
  sending.value = true
  try {
    const up = await uploadFile("receipt", file)
    if (up === null) return
    const outcome = await Api.submitReceipt(target.id, up.url)
    if (outcome._tag !== "Success") return showOutcome(outcome)
    sending.value = false
    uploadFor.value = null
    notifySuccess(outcome.message || Messages.orders.receiptUploaded)
    await receipts.reload()
  } finally {
    sending.value = false
  }
}
