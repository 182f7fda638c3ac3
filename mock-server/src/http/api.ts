/**
 * Answering `/api/`: the route is matched (405 for a known path with another method, 404 for an
 * unknown one), an injected fault (control API) may answer instead, delay or break the answer,
 * the call runs (http/call.ts), an HttpError becomes its envelope and any other exception the
 * logged 500 envelope, and the answer is checked against the contract before it is sent.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Operation } from "../contract/contract.ts"
import type { ResponseCheck } from "../contract/responses.ts"
import { msg } from "../domain/messages.ts"
import type { RouteDef } from "../routes/types.ts"
import type { App } from "../state/app.ts"
import { statusForCode } from "../state/faults.ts"
import type { Fault } from "../state/faults.ts"
import { runCall } from "./call.ts"
import { CODE_INVALID, HttpError, envelope } from "./envelope.ts"
import type { Reply } from "./envelope.ts"
import { sendBrokenData, sendJson } from "./reply.ts"
import type { Router } from "./router.ts"

export interface Api {
  def: RouteDef
  op: Operation | undefined
}

export interface ApiDeps {
  app: App
  router: Router<Api>
  cookieName: string
  checkResponse: ResponseCheck
  /** Turns a Set-Cookie value into the one sent (the `__Host-` form behind HTTPS). */
  cookieOut: (cookie: string) => string
  logError: (method: string, path: string, error: unknown) => void
  /** Answers an exception outside the handlers (the 500 envelope, or the connection cut). */
  failed: (res: ServerResponse, method: string, path: string, error: unknown) => void
}

function deletePath(target: unknown, path: string): void {
  const parts = path.split(".")
  let node: unknown = target
  for (let i = 0; i < parts.length - 1; i++) {
    if (typeof node !== "object" || node === null) return
    node = (node as Record<string, unknown>)[parts[i] ?? ""]
  }
  if (typeof node === "object" && node !== null)
    delete (node as Record<string, unknown>)[parts[parts.length - 1] ?? ""]
}

function faultReply(fault: Fault): Reply {
  const code = fault.code ?? fault.status ?? 500
  const status = fault.status ?? statusForCode(code)
  const message =
    fault.message ??
    (code === 10001
      ? msg.loginRequired
      : code === 459
        ? msg.contractUnsigned
        : code === CODE_INVALID
          ? "参数错误"
          : code >= 500
            ? msg.busy
            : "操作失败")
  const errors = code === CODE_INVALID ? (fault.errors ?? { field: [message] }) : fault.errors
  return envelope(status, code, message, errors)
}

export function createApiHandler(deps: ApiDeps) {
  const { app, router } = deps
  return (req: IncomingMessage, res: ServerResponse, url: URL, rawBody: string): void => {
    const method = (req.method ?? "GET").toUpperCase()
    const path = url.pathname
    const cookies: string[] = []
    const match = router.match(method, path)
    const respond = (reply: Reply, op: Operation | undefined, fault?: Fault | null): void => {
      const checked = deps.checkResponse(method, path, op, reply)
      if (fault?.data !== undefined) {
        sendBrokenData(res, checked, fault.data)
        return
      }
      sendJson(res, checked, cookies.map(deps.cookieOut))
    }

    if (!match) {
      const status = router.hasPath(path) ? 405 : 404
      sendJson(
        res,
        envelope(status, status, status === 405 ? msg.methodNotAllowed : msg.notFoundApi),
        cookies,
      )
      return
    }
    const { def, op } = match.route
    const fault = app.faults.take(method, path, def.path)

    const run = (): void => {
      try {
        if (fault && (fault.status !== undefined || fault.code !== undefined)) {
          sendJson(res, faultReply(fault), cookies)
          return
        }
        let reply: Reply
        try {
          reply = runCall(app, deps.cookieName, {
            req,
            method,
            path,
            url,
            rawBody,
            def,
            op,
            params: match.params,
            cookies,
          })
        } catch (error) {
          if (error instanceof HttpError) reply = error.reply
          else {
            deps.logError(method, path, error)
            reply = envelope(500, 500, msg.busy)
          }
        }
        if (fault?.break) {
          reply = { ...reply, body: structuredClone(reply.body) }
          deletePath(reply.body, fault.break)
        }
        respond(reply, op, fault)
      } catch (error) {
        deps.failed(res, method, path, error)
      }
    }
    if (fault?.delay) setTimeout(() => (res.destroyed ? undefined : run()), fault.delay)
    else run()
  }
}
