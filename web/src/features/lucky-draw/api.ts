/** The lucky draw's calls: whether an activity is offered, and playing the draw. */
import * as ApiOutcome from "@mall/core/ApiOutcome"
import * as Op from "@mall/core/generated/operations"
import { request } from "../../lib/api/client.ts"

/** GET /api/draw/simple (its outcome: core DrawOffer decides). */
export const simple = () => request(Op.getDrawSimple)

/**
 * GET /api/draw?id= (its outcome: core LuckyDraw decides; a failure is shown by the model). An
 * offer without an activity id cannot be drawn: that is a malformed offer, shown like one.
 */
export const draw = (id: string | null) =>
  id === null
    ? Promise.resolve(ApiOutcome.malformed(200, "draw offered without an activity id"))
    : request(Op.getDraw, { params: { query: { id: Number(id) } } })
