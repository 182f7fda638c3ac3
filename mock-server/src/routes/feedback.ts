/** 投诉建议: a company's feedback, checked with core's form (Forms.feedback) and kept. */
import * as Forms from "@mall/core/Forms"
import { ok } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { nextId } from "../state/db.ts"
import { formInput, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

export const feedbackRoutes: RouteDef[] = [
  route("POST", "/api/user/feedback", true, (ctx) => {
    const user = requireUser(ctx)
    const input = formInput(Forms.feedback, ctx)
    ctx.db.feedback.push({
      id: nextId(ctx.db, "feedback"),
      userId: user.id,
      content: input.content,
      phone: input.contact,
      createdAt: ctx.now,
    })
    return ok(null, msg.feedbackSent)
  }),
]
