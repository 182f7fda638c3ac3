/**
 * The dev back end over node:http: Origin check, faults, contract validation of every request
 * and response, sessions, the route handlers, SVG pictures, the control API and (optionally) a
 * built web app with SPA fallback.
 */
import { createServer as createHttpServer } from "node:http"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { loadContract, responseValidator } from "./contract/contract.ts"
import type { Operation } from "./contract/contract.ts"
import { fieldErrors } from "./contract/errors.ts"
import { CHAT_PATH, chatPage } from "./data/chat.ts"
import { APP_QR_PATH, FALLBACK_LABEL, renderAppQr, renderSvg } from "./data/images.ts"
import { msg } from "./domain/messages.ts"
import { SESSION_COOKIE, parseCookies } from "./http/cookies.ts"
import { CODE_INVALID, HttpError, envelope } from "./http/envelope.ts"
import type { Reply } from "./http/envelope.ts"
import { FormBody } from "@mall/core/FormBody"
import { parseForm } from "./http/form.ts"
import { defaultAllowedOrigins, originAllowed } from "./http/origin.ts"
import { createRouter } from "./http/router.ts"
import { createStaticSite } from "./http/static.ts"
import { handleControl } from "./routes/control.ts"
import { allRoutes } from "./routes/index.ts"
import type { Ctx, RouteDef } from "./routes/types.ts"
import { createApp } from "./state/app.ts"
import type { App } from "./state/app.ts"
import { createClock } from "./state/clock.ts"
import { createFaults, statusForCode } from "./state/faults.ts"
import type { Fault } from "./state/faults.ts"

export const DEFAULT_PORT = 4020
export const DEFAULT_HOST = "127.0.0.1"
const MAX_BODY = 1_000_000

export const DEFAULT_CONTRACT = resolve(
  fileURLToPath(new URL(".", import.meta.url)),
  "../../openapi.yaml",
)

export interface ServerOptions {
  port?: number
  host?: string
  /** Directory of a built web app to serve with SPA fallback. */
  staticDir?: string | null
  /** Origins allowed for state-changing calls (default: own origin + the Vite dev server). */
  allowedOrigins?: string[] | null
  contractFile?: string
  /** Strict contract mode: a response violation becomes a 500 and is recorded. */
  strict?: boolean
  /** Log every request (not only violations and errors). */
  verbose?: boolean
  /** Where log lines go (default console.error). */
  logger?: (line: string) => void
}

export interface MockServer {
  server: Server
  app: App
  /** Listens (port 0 picks a free port) and returns the base URL. */
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>
  close(): Promise<void>
}

interface Api {
  def: RouteDef
  op: Operation | undefined
}

function sendJson(res: ServerResponse, reply: Reply, cookies: string[]): void {
  const body = JSON.stringify(reply.body)
  const headers: Record<string, string | string[] | number> = {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...(reply.headers ?? {}),
  }
  if (cookies.length > 0) headers["set-cookie"] = cookies
  res.writeHead(reply.status, headers)
  res.end(body)
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

/** Pictures made on the fly (no seeded label): what they show. */
const IMAGE_KINDS: Record<string, string> = {
  pay: "扫码支付",
  contract: "电子合同",
  prize: "奖品",
  qrcode: "二维码",
  face: "头像",
  upload: "已上传图片",
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

export function createServer(options: ServerOptions = {}): MockServer {
  const logger = options.logger ?? ((line: string) => console.error(line))
  const strict = options.strict ?? process.env.CONTRACT_STRICT === "1"
  const contract = loadContract(options.contractFile ?? DEFAULT_CONTRACT)
  if (!contract.loaded)
    logger(`[contract] ${contract.file} not found: requests and responses are not validated`)
  const app = createApp({
    clock: createClock(),
    contract,
    faults: createFaults(),
    strict,
    log: logger,
  })
  const staticSite = options.staticDir ? createStaticSite(options.staticDir) : null
  let allowed = new Set(options.allowedOrigins ?? [])

  const router = createRouter<Api>()
  for (const def of allRoutes)
    router.add(def.method, def.path, { def, op: contract.find(def.method, def.path) })
  if (contract.loaded) {
    const handled = new Set(allRoutes.map((r) => `${r.method} ${r.path}`))
    const missing = contract.operations.filter((o) => !handled.has(`${o.method} ${o.path}`))
    if (missing.length > 0)
      logger(
        `[contract] ${missing.length} operation(s) without a handler: ${missing.map((o) => `${o.method} ${o.path}`).join(", ")}`,
      )
  }

  const recordViolation = (
    method: string,
    path: string,
    op: Operation,
    status: number,
    kind: "response" | "undeclared-status",
    errors: string[],
  ): void => {
    app.violations.push({
      at: new Date().toISOString(),
      method,
      path,
      operationId: op.operationId,
      status,
      kind,
      errors,
    })
    logger(
      `[contract] ${kind === "response" ? "RESPONSE VIOLATION" : "UNDECLARED STATUS"} ${method} ${path} (${op.operationId}) ${status}: ${errors.join("; ")}`,
    )
  }

  /** Validates our answer; in strict mode a violation replaces it with a 500. */
  const checkResponse = (
    method: string,
    path: string,
    op: Operation | undefined,
    reply: Reply,
  ): Reply => {
    if (!op) return reply
    const { declared, validate } = responseValidator(op, reply.status)
    if (!declared) {
      recordViolation(method, path, op, reply.status, "undeclared-status", [
        `status ${reply.status} is not declared`,
      ])
    } else if (validate && !validate(reply.body)) {
      const errors = (validate.errors ?? []).map(
        (e) =>
          `${e.instancePath || "(body)"} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
      )
      recordViolation(method, path, op, reply.status, "response", errors)
    } else {
      return reply
    }
    if (!app.strict) return reply
    const last = app.violations[app.violations.length - 1]
    return {
      status: 500,
      body: {
        code: 500,
        message: `${msg.contractViolation}：${method} ${path}`,
        data: { violation: last ?? null },
      },
    }
  }

  const handleApi = (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    rawBody: string,
  ): void => {
    const method = (req.method ?? "GET").toUpperCase()
    const path = url.pathname
    const cookies: string[] = []
    const match = router.match(method, path)
    const respond = (reply: Reply, op: Operation | undefined): void =>
      sendJson(res, checkResponse(method, path, op, reply), cookies)

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
      if (fault && (fault.status !== undefined || fault.code !== undefined)) {
        sendJson(res, faultReply(fault), cookies)
        return
      }
      let reply: Reply
      try {
        reply = execute(req, method, path, url, rawBody, def, op, match.params, cookies)
      } catch (error) {
        if (error instanceof HttpError) reply = error.reply
        else {
          logger(
            `[error] ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          )
          reply = envelope(500, 500, msg.busy)
        }
      }
      if (fault?.break) {
        reply = { ...reply, body: structuredClone(reply.body) }
        deletePath(reply.body, fault.break)
      }
      respond(reply, op)
    }
    if (fault?.delay) setTimeout(() => (res.destroyed ? undefined : run()), fault.delay)
    else run()
  }

  const execute = (
    req: IncomingMessage,
    method: string,
    path: string,
    url: URL,
    rawBody: string,
    def: RouteDef,
    op: Operation | undefined,
    params: Record<string, string>,
    cookies: string[],
  ): Reply => {
    const db = app.db
    const token = parseCookies(req.headers.cookie)[SESSION_COOKIE]
    const session = token ? (db.sessions.get(token) ?? null) : null
    const user = session ? (db.users.find((u) => u.id === session.userId) ?? null) : null
    const needsAuth = op ? op.auth : def.auth
    if (needsAuth && !user) return envelope(401, 10001, msg.loginRequired)
    // Calls that may answer 459 do so until the company signs its e-contract.
    if (user && !user.contractSigned && op?.responses.has("459"))
      return envelope(459, 459, msg.contractUnsigned)

    let query: Record<string, unknown>
    let body: Record<string, unknown> = {}
    try {
      query = parseForm(url.search.slice(1))
      // Bodies are read exactly as docs/decisions/0005-form-encoding.md says (core's FormBody).
      if (rawBody !== "") body = FormBody.decode(rawBody)
    } catch {
      return envelope(422, CODE_INVALID, msg.badBody, { body: [msg.badBody] })
    }
    const type = String(req.headers["content-type"] ?? "")
    if (rawBody !== "" && type !== "" && !type.includes("x-www-form-urlencoded")) {
      return envelope(422, CODE_INVALID, msg.badBody, { body: [msg.badBody] })
    }

    if (op) {
      // Validation works on copies: coercion and defaults never change what handlers read.
      const q = forValidation(query) as Record<string, unknown>
      for (const p of op.params) {
        if (p.in !== "query" || !p.isArray) continue
        const v = q[p.name]
        if (typeof v === "string")
          q[p.name] = p.commaSeparated ? (v === "" ? [] : v.split(",")) : [v]
      }
      const errors: Record<string, string[]> = {}
      const merge = (more: Record<string, string[]>): void => {
        for (const [k, v] of Object.entries(more)) errors[k] = [...(errors[k] ?? []), ...v]
      }
      if (op.validatePath && !op.validatePath({ ...params }))
        merge(fieldErrors(op.validatePath.errors))
      if (op.validateQuery && !op.validateQuery(q)) merge(fieldErrors(op.validateQuery.errors))
      if (op.validateBody && (rawBody !== "" || op.bodyRequired)) {
        if (!op.validateBody(forValidation(body))) merge(fieldErrors(op.validateBody.errors))
      }
      if (Object.keys(errors).length > 0) {
        const first = Object.values(errors)[0]?.[0] ?? "参数错误"
        return envelope(422, CODE_INVALID, first, errors)
      }
    }

    const ctx: Ctx = {
      app,
      db,
      now: app.clock.now(),
      method,
      path,
      params,
      query,
      body,
      headers: req.headers,
      session,
      user,
      setCookie: (cookie) => cookies.push(cookie),
    }
    return def.handler(ctx)
  }

  /** A generated file: the chat page, the app QR code, or a labelled picture of the seed. */
  const serveGenerated = (res: ServerResponse, path: string): boolean => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, {
        "content-type": type,
        "cache-control": "public, max-age=3600",
        "content-length": Buffer.byteLength(body),
      })
      res.end(body)
      return true
    }
    if (path === CHAT_PATH) return send(200, "text/html; charset=utf-8", chatPage)
    if (path === APP_QR_PATH) return send(200, "image/svg+xml", renderAppQr())
    const m = /^\/static\/([a-z]+)\/([\w-]+)\.svg$/.exec(path)
    if (!m) return false
    const [, kind = "", key = ""] = m
    const known =
      kind === "goods" ? app.db.imageLabels.get(`goods-${key}`) : app.db.imageLabels.get(key)
    const generic = IMAGE_KINDS[kind]
    const label = known ?? (generic ? { ...FALLBACK_LABEL, text: generic } : undefined)
    return send(label ? 200 : 404, "image/svg+xml", renderSvg(label ?? FALLBACK_LABEL))
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    let url: URL
    try {
      url = new URL(req.url ?? "/", "http://localhost")
    } catch {
      sendJson(res, envelope(400, 400, msg.badBody), [])
      return
    }
    const method = (req.method ?? "GET").toUpperCase()
    const path = url.pathname
    if (options.verbose) logger(`${method} ${req.url ?? ""}`)

    if (!originAllowed(method, req.headers.origin, allowed)) {
      req.resume()
      sendJson(res, envelope(403, 403, msg.originRefused), [])
      return
    }

    const isApi = path.startsWith("/api/")
    const isControl = path.startsWith("/__control/")
    if (!isApi && !isControl) {
      if (
        (method === "GET" || method === "HEAD") &&
        path.startsWith("/static/") &&
        serveGenerated(res, path)
      )
        return
      if (staticSite && staticSite.serve(req, res, path)) return
      req.resume()
      sendJson(res, envelope(404, 404, msg.notFoundApi), [])
      return
    }

    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) tooLarge = true
      else chunks.push(chunk)
    })
    req.on("error", () => res.destroy())
    req.on("end", () => {
      if (tooLarge) {
        sendJson(res, envelope(413, 413, msg.bodyTooLarge), [])
        return
      }
      const raw = Buffer.concat(chunks).toString("utf8")
      if (isControl) {
        try {
          sendJson(res, handleControl(app, method, path, url, raw, req.headers.cookie), [])
        } catch (error) {
          const reply =
            error instanceof HttpError
              ? error.reply
              : envelope(400, 400, error instanceof Error ? error.message : String(error))
          sendJson(res, reply, [])
        }
        return
      }
      handleApi(req, res, url, raw)
    })
  }

  const server = createHttpServer({ keepAliveTimeout: 65_000 }, onRequest)
  return {
    server,
    app,
    listen(port = options.port ?? DEFAULT_PORT, host = options.host ?? DEFAULT_HOST) {
      return new Promise((resolvePromise, reject) => {
        server.once("error", reject)
        server.listen(port, host, () => {
          server.off("error", reject)
          const actual = (server.address() as AddressInfo).port
          if (!options.allowedOrigins) allowed = new Set(defaultAllowedOrigins(host, actual))
          resolvePromise({ url: `http://${host}:${actual}`, port: actual })
        })
      })
    },
    close() {
      return new Promise((resolvePromise) => {
        server.closeAllConnections()
        server.close(() => resolvePromise())
      })
    },
  }
}

export interface Running {
  url: string
  port: number
  app: App
  server: Server
  close(): Promise<void>
}

/** Creates and starts the back end (port 0 in tests). */
export async function start(options: ServerOptions = {}): Promise<Running> {
  const mock = createServer(options)
  const { url, port } = await mock.listen()
  return { url, port, app: mock.app, server: mock.server, close: () => mock.close() }
}
