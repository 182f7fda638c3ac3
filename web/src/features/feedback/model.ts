/**
 * 意见反馈 (/zzfw/yjfk): type, content (5-500 characters) and a contact (phone or e-mail, §5),
 * core `Forms.feedback`; POST /api/user/feedback. What the buyer typed survives a reload until
 * it is sent.
 */
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { createForm } from "../../lib/kit/form.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export const form = createForm({
  fields: Forms.feedback,
  initial: { type: "", content: "", contact: "" },
  persist: "mall.feedback",
})

export const typeOptions = Messages.member.feedback.types.map((label, i) => ({
  value: String(i + 1),
  label,
}))

export async function submit(): Promise<void> {
  const outcome = await form.submit((v) =>
    Api.send({ type: Number(v.type) as 1 | 2 | 3 | 4, content: v.content, contact: v.contact }),
  )
  if (outcome?._tag !== "Success") return
  notifySuccess(outcome.message)
  form.reset()
}
