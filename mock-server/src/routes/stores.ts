/** The stores of the company (its accounts), and switching the session to another of them. */
import { notFound, ok } from "../http/envelope.ts"
import { bit } from "../domain/present.ts"
import { optInt, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

const storeMsg = {
  storeSwitched: "已切换门店",
  storeNotFound: "门店不存在",
} as const

export const storeRoutes: RouteDef[] = [
  route("GET", "/api/store", true, (ctx) => {
    const user = requireUser(ctx)
    return ok(
      ctx.db.users
        .filter((u) => u.groupId === user.groupId)
        .map((u) => ({
          user_id: u.id,
          company: u.company,
          name: u.name,
          phone: u.phone,
          is_current: bit(u.id === user.id),
        })),
    )
  }),

  route("POST", "/api/store/switch", true, (ctx) => {
    const user = requireUser(ctx)
    const id = optInt(ctx, "user_id", 0, "门店")
    const target = ctx.db.users.find((u) => u.id === id && u.groupId === user.groupId)
    if (!target) throw notFound(storeMsg.storeNotFound)
    if (ctx.session) ctx.session.userId = target.id
    return ok(
      {
        user_id: target.id,
        company: target.company,
        name: target.name,
        phone: target.phone,
        is_current: bit(true),
      },
      storeMsg.storeSwitched,
    )
  }),
]
