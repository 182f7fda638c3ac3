/**
 * What a company buys again or asks for: 求购 purchase requests (sent, listed, one by id; another
 * company's id answers 404) and 常购清单, the goods of its orders by purchase count or last
 * purchase.
 */
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { notFound, ok } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { presentGoods } from "../domain/present.ts"
import { formatDateTime } from "@mall/core/DateTime"
import { nextId } from "../state/db.ts"
import type { PurchaseRequest } from "../state/types.ts"
import { formInput, optString, pageArgs, paginate, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

export function presentPurchaseRequest(p: PurchaseRequest) {
  return {
    id: p.id,
    name: p.name,
    sccj: p.sccj,
    ypgg: p.ypgg,
    number: p.number,
    phone: p.phone ?? "",
    remarks: p.remark,
    reply: p.reply ?? "",
    status: p.status,
    created_at: formatDateTime(p.createdAt),
  }
}

export const purchaseRoutes: RouteDef[] = [
  route("POST", "/api/user/buy", true, (ctx) => {
    const user = requireUser(ctx)
    const input = formInput(Forms.purchaseRequest, ctx)
    const id = nextId(ctx.db, "purchaseRequests")
    ctx.db.purchaseRequests.push({
      id,
      userId: user.id,
      name: input.name,
      sccj: input.sccj,
      ypgg: input.ypgg,
      number: Number(input.number),
      price: "",
      remark: input.remarks,
      status: 0,
      createdAt: ctx.now,
      phone: input.phone,
      reply: "",
    })
    return ok({ id }, msg.buySent)
  }),

  route("GET", "/api/user/buy", true, (ctx) => {
    const user = requireUser(ctx)
    const list = ctx.db.purchaseRequests
      .filter((p) => p.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(paginate(list, pageArgs(ctx, 10), presentPurchaseRequest))
  }),

  route("GET", "/api/user/buy/{id}", true, (ctx) => {
    const user = requireUser(ctx)
    const p = ctx.db.purchaseRequests.find(
      (x) => x.id === Number(ctx.params.id) && x.userId === user.id,
    )
    if (!p) throw notFound(Messages.member.purchase.notFound)
    return ok(presentPurchaseRequest(p))
  }),

  route("GET", "/api/user/fast_buy", true, (ctx) => {
    const user = requireUser(ctx)
    const stats = new Map<number, { count: number; last: number }>()
    for (const o of ctx.db.orders) {
      if (o.userId !== user.id || o.status === 4) continue
      for (const l of o.lines) {
        if (l.isGift || l.combinationId !== null) continue
        const s = stats.get(l.goodsId) ?? { count: 0, last: 0 }
        s.count += 1
        s.last = Math.max(s.last, o.createdAt)
        stats.set(l.goodsId, s)
      }
    }
    const order = optString(ctx, "order", "last_buy_time")
    const rows = [...stats.entries()].sort(
      ([a, x], [b, y]) => (order === "buy_count" ? y.count - x.count : y.last - x.last) || a - b,
    )
    const items = rows.flatMap(([goodsId, s]) => {
      const g = ctx.db.goodsById.get(goodsId)
      return g ? [{ g, s }] : []
    })
    return ok(
      paginate(items, pageArgs(ctx, 20), ({ g, s }) => ({
        ...presentGoods(ctx.db, g, user),
        buy_count: s.count,
        last_buy_time: formatDateTime(s.last),
      })),
    )
  }),
]
