/**
 * 基本信息 (/zhzx/basic): the contact's name and phone (core `Forms.basicInfo`, phone rule of §5;
 * POST /api/user/updateUserInfo, then the user state is re-read so the header follows) and the
 * password change (core `Forms.changePassword`: the current password, the new one twice; POST
 * /api/user/resetPassword). Passwords are never stored; the form is emptied after a change.
 */
import * as Forms from "@mall/core/Forms"
import { createForm } from "../../lib/kit/form.ts"
import { loadSession } from "../../lib/session/session.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export const infoForm = createForm({ fields: Forms.basicInfo, initial: { name: "", phone: "" } })

export const passwordForm = createForm({
  fields: Forms.changePassword,
  initial: { old_password: "", password: "", confirm: "" },
})

/** Fills the contact form from the user state. */
export function fillInfo(name: string | undefined, phone: string | undefined): void {
  infoForm.fill({ name: name ?? "", phone: phone ?? "" })
}

export async function saveInfo(): Promise<void> {
  const outcome = await infoForm.submit((v) => Api.updateInfo(v.name, v.phone))
  if (outcome?._tag !== "Success") return
  notifySuccess(outcome.message)
  await loadSession(true)
}

export async function savePassword(): Promise<void> {
  const outcome = await passwordForm.submit((v) => Api.changePassword(v.password, v.old_password))
  if (outcome?._tag !== "Success") return
  notifySuccess(outcome.message)
  passwordForm.reset()
}
