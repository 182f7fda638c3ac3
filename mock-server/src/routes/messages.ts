/** The company's messages (read or unread, newest first) and marking them read. */
import { ok } from "../http/envelope.ts"
import { bit } from "../domain/present.ts"
import { formatDateTime } from "@mall/core/DateTime"
import { idList, optInt, pageArgs, paginate, requireUser, value } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

export const messageRoutes: RouteDef[] = [
  route("GET", "/api/message", true, (ctx) => {
    const user = requireUser(ctx)
    const isRead =
      value(ctx, "is_read") === undefined ? null : optInt(ctx, "is_read", 0, "是否已读")
    const list = ctx.db.messages
      .filter((m) => m.userId === user.id && (isRead === null || Number(m.isRead) === isRead))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (m) => ({
        id: m.id,
        title: m.title,
        content: m.content,
        is_read: bit(m.isRead),
        created_at: formatDateTime(m.createdAt),
      })),
    )
  }),

  route("POST", "/api/message/read", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "ids", "消息")
    for (const m of ctx.db.messages) if (m.userId === user.id && ids.includes(m.id)) m.isRead = true
    return ok(null)
  }),
]
