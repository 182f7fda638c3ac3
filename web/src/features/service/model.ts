/**
 * Customer service (spec §2): when the company may chat (`is_can_chat`), a chat page in a
 * sandboxed frame with `username` and `token` in its query; otherwise two instant-message links
 * from common configuration (qq1, qq2).
 */
import { computed, effect, signal } from "@preact/signals-react"
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

/** Whether the chat dialog is open. */
export const chatOpen = signal(false)

/**
 * 在线客服 was asked for before the session was known: once it is, the chat opens, or else the
 * popover of links (or of what to do) opens in its place.
 */
export const askedWhileLoading = signal(false)

// a request made while loading is answered by the chat itself (`chatOpen`) when chat is on
effect(() => {
  if (chatUrl.value !== null && askedWhileLoading.peek()) askedWhileLoading.value = false
})

/** Whether the session is still loading (which of the two forms service takes is not known). */
export const serviceUnknown = computed(() => user.value === null)

/** The 在线客服 button: opens the chat, or remembers the request until the session is known. */
export function askForService(): void {
  if (serviceUnknown.peek()) askedWhileLoading.value = true
  chatOpen.value = true
}

/**
 * Takes the request made while loading, if any (true once): the popover that replaces the
 * button asks when it is drawn, and opens for it.
 */
export function takeEarlyRequest(): boolean {
  if (!askedWhileLoading.peek()) return false
  askedWhileLoading.value = false
  chatOpen.value = false
  return true
}
