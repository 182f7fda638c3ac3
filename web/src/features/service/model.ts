/**
 * Customer service (spec §2): when the company may chat (`is_can_chat`), a chat page in a
 * sandboxed frame with `username` and `token` in its query; otherwise two instant-message links
 * from common configuration (qq1, qq2).
 */
import { computed, signal } from "@preact/signals-react"
import * as Display from "@mall/core/Display"
import { config } from "../../lib/config.ts"
import { user } from "../../lib/session/session.ts"

/** The chat frame URL, or null when chat is not enabled for this company (core decides). */
export const chatUrl = computed(() => Display.chatUrl(user.value, config.chatUrl))

/** The two instant-message links (qq1, qq2) shown when chat is not enabled. */
export const imLinks = computed(() => {
  const cc = user.value?.common_config
  return [Display.imLink(cc?.qq1), Display.imLink(cc?.qq2)].filter((l): l is string => l !== null)
})

export const chatOpen = signal(false)
