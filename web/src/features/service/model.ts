/**
 * Customer service (spec §2): when the company may chat (`is_can_chat`), a chat page in a
 * sandboxed frame with `username` and `token` in its query; otherwise two instant-message links
 * from common configuration (qq1, qq2).
 *
 * Closing the chat: the frame is sandboxed without `allow-same-origin`, so the chat page is of
 * another origin to this page even when it is served from the same host, and its keys never reach
 * this page: Esc typed inside it cannot be heard here. A chat page closes the chat by posting
 * `CHAT_CLOSE_MESSAGE` to the page framing it (the dev back end's chat page does on Esc); the
 * message is taken only from the chat's own frame. A chat page that does not send it is closed
 * with the dialog's 关闭 button (its first focus, and the next stop of Tab after the frame's last
 * control) or Esc anywhere outside the frame. Focus then goes back to 在线客服.
 */
import { computed, effect, signal } from "@preact/signals-react"
import * as Display from "@mall/core/Display"
import * as UrlPolicy from "@mall/core/UrlPolicy"
import { config } from "../../lib/config.ts"
import { commonConfig, user } from "../../lib/session/session.ts"
import { policy } from "../../lib/urlPolicy.ts"

/** The chat frame URL, or null when chat is not enabled for this company (core decides). */
export const chatUrl = computed(() => Display.chatUrl(user.value, config.chatUrl))

/**
 * The two instant-message links (qq1, qq2) shown when chat is not enabled (those the URL policy
 * does not refuse; the view opens them in a new tab).
 */
export const imLinks = computed(() => {
  const cc = commonConfig.value
  return [cc?.qq1, cc?.qq2].flatMap((v) => {
    const link = Display.imLink(policy, v)
    return link === null ? [] : [UrlPolicy.hrefOf(link)]
  })
})

/** Whether the chat dialog is open. */
export const chatOpen = signal(false)

/**
 * 在线客服 was pressed and the chat could not answer: the session is not known yet, or it is
 * known and the page has not yet drawn the popover that replaces the button. Once chat turns out
 * to be on, the chat opens; otherwise the popover of links (or of what to do) opens for it.
 */
export const pendingRequest = signal(false)

// a pending request is answered by the chat when chat turns out to be on
effect(() => {
  if (chatUrl.value === null || !pendingRequest.peek()) return
  pendingRequest.value = false
  chatOpen.value = true
})

/** The 在线客服 button while it opens the chat, or until its popover can be drawn. */
export function askForService(): void {
  if (chatUrl.peek() !== null) chatOpen.value = true
  else pendingRequest.value = true
}

/**
 * Takes the pending request, if any (true once): the popover asks in the commit that makes it
 * available, and opens for it.
 */
export function takePendingRequest(): boolean {
  if (!pendingRequest.peek()) return false
  pendingRequest.value = false
  return true
}

/** What a chat page posts to the page framing it to have the chat closed (Esc inside it). */
export const CHAT_CLOSE_MESSAGE = "mall-chat:close"

/**
 * A message reached the page: closes the chat when it is the close message from the chat's own
 * frame (`chat`, the frame's window); any other message, or one from another window, is ignored.
 */
export function chatMessage(data: unknown, source: unknown, chat: Window | null): void {
  if (chat !== null && source === chat && data === CHAT_CLOSE_MESSAGE) chatOpen.value = false
}
