/**
 * 我的消息 (/zhzx/wdxx): the messages page by page (GET /api/message, `page` and the unread
 * filter in the URL), each with its unread state; marking one or every unread message of the page
 * read (POST /api/message/read) re-reads the user state, so the header's and the right panel's
 * message badge follow at once.
 */
import { computed, signal } from "@preact/signals-react"
import * as ListQuery from "@mall/core/ListQuery"
import { showOutcome } from "../../lib/api/outcomeUi.ts"
import type { Of } from "../../lib/api/schemas.ts"
import { resource } from "../../lib/kit/resource.ts"
import { loadSession } from "../../lib/session/session.ts"
import * as Api from "./api.ts"

export type Message = Of<"Message">

export const marking = signal(false)

/** The list's URL state: page and the read filter. */
export const spec = { page: ListQuery.page, show: ListQuery.oneOf(["all", "unread", "read"]) }
export type Query = ListQuery.Values<typeof spec>

/** The page of messages (kit resource). */
export const list = resource((q: Query) =>
  Api.list(q.page, q.show === "unread" ? 0 : q.show === "read" ? 1 : null),
)

/** Marks messages read; true on success (the badge is re-read). */
export async function markRead(ids: ReadonlyArray<number>): Promise<boolean> {
  if (ids.length === 0 || marking.value) return false
  marking.value = true
  const outcome = await Api.markRead([...ids])
  marking.value = false
  if (outcome._tag !== "Success") {
    showOutcome(outcome)
    return false
  }
  await Promise.all([loadSession(true), list.reload()])
  return true
}

/** Ids of the unread messages of the page shown (全部标为已读 marks these). */
export const unreadOnPage = computed(() =>
  (list.data.value?.data ?? []).filter((m) => m.is_read === 0).map((m) => m.id),
)
