/**
 * One API call from its request to its handler's answer: the session (a call that needs one
 * answers 401 without it; a company without its e-contract 459 where the call may say so), the
 * body's exact Content-Type, the query and body read as form data (docs/decisions/0013: only the
 * operation's list fields may be lists, each up to its maxItems), the contract's validation of
 * path, query and body (422 naming every field), then the handler with its context.
 */
import type { IncomingMessage } from "node:http"
import type { Operation } from "../contract/contract.ts"
import { fieldErrors } from "../contract/errors.ts"
import { msg } from "../domain/messages.ts"
import type { Ctx, RouteDef } from "../routes/types.ts"
import type { App } from "../state/app.ts"
import { findSession } from "../state/sessions.ts"
import type { User } from "../state/types.ts"
import { parseCookies } from "./cookies.ts"
import { CODE_INVALID, envelope } from "./envelope.ts"
import type { Reply } from "./envelope.ts"
import { readForm } from "./form.ts"
import { isFormType } from "./origin.ts"

/** A call the contract does not describe has no list fields. */
const NO_LISTS: ReadonlyMap<string, number> = new Map()

export interface Call {
  req: IncomingMessage
  method: string
  path: string
  url: URL
  rawBody: string
  def: RouteDef
  op: Operation | undefined
  params: Record<string, string>
  /** Set-Cookie values the handler adds. */
  cookies: string[]
}

/** The signed-in store of a request, or null (the session cookie is named `cookieName`). */
export function signedIn(
  app: App,
  req: IncomingMessage,
  cookieName: string,
): { session: Ctx["session"]; user: User | null } {
  const token = parseCookies(req.headers.cookie)[cookieName]
  const session = findSession(app.db, token, app.security.now(), app.security.config)
  const user = session ? (app.db.users.find((u) => u.id === session.userId) ?? null) : null
  return { session, user }
}

/** A deep copy for the validator; list holes (a line without `type`) are left out. */
function forValidation(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(forValidation)
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = forValidation(v)
    return out
  }
  return value
}

/** The contract's field errors of the call's path, query and body (empty: valid). */
function contractErrors(
  call: Call,
  op: Operation,
  query: Record<string, unknown>,
  body: Record<string, unknown>,
): Record<string, string[]> {
  // Validation works on copies: coercion and defaults never change what handlers read.
  const q = forValidation(query) as Record<string, unknown>
  for (const p of op.params) {
    if (p.in !== "query" || !p.isArray) continue
    const v = q[p.name]
    if (typeof v === "string") q[p.name] = p.commaSeparated ? (v === "" ? [] : v.split(",")) : [v]
  }
  const errors: Record<string, string[]> = {}
  const merge = (more: Record<string, string[]>): void => {
    for (const [k, v] of Object.entries(more)) errors[k] = [...(errors[k] ?? []), ...v]
  }
  if (op.validatePath && !op.validatePath({ ...call.params }))
    merge(fieldErrors(op.validatePath.errors))
  if (op.validateQuery && !op.validateQuery(q)) merge(fieldErrors(op.validateQuery.errors))
  if (op.validateBody && (call.rawBody !== "" || op.bodyRequired)) {
    if (!op.validateBody(forValidation(body))) merge(fieldErrors(op.validateBody.errors))
  }
  return errors
}

/** Runs the call to its answer (a handler's thrown HttpError is the caller's to answer). */
export function runCall(app: App, cookieName: string, call: Call): Reply {
  const { req, def, op } = call
  const { session, user } = signedIn(app, req, cookieName)
  const needsAuth = op ? op.auth : def.auth
  if (needsAuth && !user) return envelope(401, 10001, msg.loginRequired)
  // Calls that may answer 459 do so until the company signs its e-contract.
  if (user && !user.contractSigned && op?.responses.has("459"))
    return envelope(459, 459, msg.contractUnsigned)

  // A body is read only as exactly application/x-www-form-urlencoded (charset utf-8 or none).
  if (call.rawBody !== "" && !isFormType(req.headers["content-type"]))
    return envelope(422, CODE_INVALID, msg.badBody, { body: [msg.badBody] })
  const queryRead = readForm(call.url.search.slice(1), op?.queryLists ?? NO_LISTS)
  if (!queryRead.ok) return queryRead.reply
  const query: Record<string, unknown> = queryRead.value
  let body: Record<string, unknown> = {}
  if (call.rawBody !== "") {
    const bodyRead = readForm(call.rawBody, op?.bodyLists ?? NO_LISTS)
    if (!bodyRead.ok) return bodyRead.reply
    body = bodyRead.value
  }
  if (op) {
    const errors = contractErrors(call, op, query, body)
    if (Object.keys(errors).length > 0) {
      const first = Object.values(errors)[0]?.[0] ?? "参数错误"
      return envelope(422, CODE_INVALID, first, errors)
    }
  }

  const ctx: Ctx = {
    app,
    db: app.db,
    now: app.clock.now(),
    method: call.method,
    path: call.path,
    params: call.params,
    query,
    body,
    headers: req.headers,
    peer: req.socket.remoteAddress ?? "",
    session,
    user,
    setCookie: (cookie) => call.cookies.push(cookie),
  }
  return def.handler(ctx)
}
