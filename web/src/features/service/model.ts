/**
 * Customer service (spec §2): when the company may chat (`is_can_chat`), a chat page in a
 * sandboxed frame with `username` and `token` in its query; otherwise two instant-message links
 * from common configuration (qq1, qq2).
 */
import { computed, signal } from "@preact/signals-react"
import * as Display from "@mall/core/Display"
import * as Field from "@mall/core/Field"
import { config } from "../../lib/config.ts"
import { user } from "../../lib/session/session.ts"

/** The chat frame URL, or null when chat is not enabled for this company (or not configured). */
export const chatUrl = computed(() => {
  const u = user.value
  if (u === null || !Field.flag(u.is_can_chat)) return null
  const base = Display.safeUrl(config.chatUrl)
  if (base === null || base === "") return null
  const q = new URLSearchParams({ username: u.username ?? "", token: u.token ?? "" })
  return `${base}${base.includes("?") ? "&" : "?"}${q.toString()}`
})

/** An instant-message link from common configuration: a QQ number or a (safe) URL. */
function imLink(value: string | undefined): string | null {
  const v = (value ?? "").trim()
  if (/^\d{5,12}$/.test(v)) return `https://wpa.qq.com/msgrd?v=3&uin=${v}&site=qq&menu=yes`
  const url = Display.safeUrl(v)
  return url !== null && url !== "" ? url : null
}

/** The two instant-message links (qq1, qq2) shown when chat is not enabled. */
export const imLinks = computed(() => {
  const cc = user.value?.common_config
  return [imLink(cc?.qq1), imLink(cc?.qq2)].filter((l): l is string => l !== null)
})

export const chatOpen = signal(false)
