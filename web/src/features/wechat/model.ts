/**
 * 绑定微信 (/zhzx/bdwx): the bound state comes from the user state (`wechat`); binding shows the
 * QR code of POST /api/user/create_code with its expiry (`expire_time`, seconds); after scanning,
 * 我已完成绑定 re-reads the user state. Unbinding asks first (DELETE /api/user/unbind_wechat), then
 * re-reads the user state.
 */
import { signal } from "@preact/signals-react"
import * as DateTime from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as UrlPolicy from "@mall/core/UrlPolicy"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import { loadSession } from "../../lib/session/session.ts"
import { confirm } from "../../lib/ui/dialogs.ts"
import { policy } from "../../lib/urlPolicy.ts"
import { notifySuccess } from "../../lib/ui/toast.ts"
import * as Api from "./api.ts"

export interface Code {
  readonly url: string
  /** Shanghai `YYYY-MM-DD HH:mm`. */
  readonly expires: string
}

export const code = signal<Code | null>(null)
export const busy = signal(false)

/** `YYYY-MM-DD HH:mm` on the mall's clock (core DateTime) of a 10-digit timestamp. */
const shanghai = (seconds: number): string => DateTime.display(seconds).slice(0, 16)

export async function createCode(): Promise<void> {
  if (busy.value) return
  busy.value = true
  const data = await Api.createCode()
  busy.value = false
  if (data === undefined) return
  const url = UrlPolicy.image(policy, data.qrcode_url)
  code.value = url === null ? null : { url, expires: shanghai(data.expire_time) }
}

export async function bindDone(): Promise<void> {
  code.value = null
  await loadSession(true)
}

export async function unbind(): Promise<void> {
  if (busy.value) return
  if (!(await confirm(Messages.member.wechat.confirmUnbind))) return
  busy.value = true
  const outcome = await Api.unbind()
  busy.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return
  }
  notifySuccess(outcome.message)
  await loadSession(true)
}

export function resetWechat(): void {
  code.value = null
  busy.value = false
}
