/**
 * Contract faults: deliberate ways for the dev back end to break the contract, so that a test can
 * prove the conformance suite (scripts/contract-test) catches each one and names it. Off unless a
 * test switches one on for a running app; applied to an answer just before it is sent (after the
 * back end's own contract check, which would otherwise hide them).
 *
 * - `wrong-status`: GET /api/cart/total answers its success with HTTP 202 (not declared);
 * - `missing-field`: GET /api/order/{id} leaves out `data.goods_amount`;
 * - `server-error`: GET /api/goods/list answers HTTP 500;
 * - `foreign-order-readable`: GET /api/order/{id} shows another company's order instead of 404;
 * - `amount-off-by-fen`: POST /api/order answers an `order_amount` one fen above the preview's;
 * - `422-without-field-errors`: every 422 answer leaves out its `errors`.
 */
import type { Reply } from "../http/envelope.ts"
import { ok } from "../http/envelope.ts"
import { presentOrderDetail } from "../domain/present.ts"
import type { App } from "./app.ts"

export const CONTRACT_FAULTS = [
  "wrong-status",
  "missing-field",
  "server-error",
  "foreign-order-readable",
  "amount-off-by-fen",
  "422-without-field-errors",
] as const

export type ContractFault = (typeof CONTRACT_FAULTS)[number]

const switchedOn = new WeakMap<App, Set<ContractFault>>()

export function setContractFaults(app: App, faults: readonly ContractFault[]): void {
  switchedOn.set(app, new Set(faults))
}

export function contractFaultsOf(app: App): ContractFault[] {
  return [...(switchedOn.get(app) ?? [])]
}

export interface Sent {
  method: string
  /** The OpenAPI path template of the route. */
  template: string
  params: Record<string, string>
}

const addFen = (money: unknown, fen: number): string => {
  const m = /^(\d+)\.(\d{2})$/.exec(String(money))
  const total = m ? Number(m[1]) * 100 + Number(m[2]) + fen : fen
  return `${Math.floor(total / 100)}.${String(total % 100).padStart(2, "0")}`
}

/** The answer as it is sent, with the switched-on faults applied. */
export function applyContractFaults(app: App, sent: Sent, reply: Reply): Reply {
  const on = switchedOn.get(app)
  if (!on || on.size === 0) return reply
  const route = `${sent.method} ${sent.template}`
  const body = structuredClone(reply.body) as Reply["body"] & {
    data: Record<string, unknown> | null
  }
  if (on.has("wrong-status") && route === "GET /api/cart/total" && reply.status === 200)
    return { ...reply, status: 202 }
  if (on.has("server-error") && route === "GET /api/goods/list")
    return { status: 500, body: { code: 500, message: "系统繁忙，请稍后再试", data: null } }
  if (on.has("foreign-order-readable") && route === "GET /api/order/{id}" && reply.status === 404) {
    const order = app.db.orders.find((o) => o.id === Number(sent.params.id))
    if (order) return ok(presentOrderDetail(order), "获取成功")
  }
  if (on.has("missing-field") && route === "GET /api/order/{id}" && body.data) {
    delete body.data.goods_amount
    return { ...reply, body }
  }
  if (on.has("amount-off-by-fen") && route === "POST /api/order" && body.data) {
    body.data.order_amount = addFen(body.data.order_amount, 1)
    return { ...reply, body }
  }
  if (on.has("422-without-field-errors") && reply.status === 422) {
    delete body.errors
    return { ...reply, body }
  }
  return reply
}
