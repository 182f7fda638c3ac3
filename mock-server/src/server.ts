/**
 * The dev back end over node:http: security headers on every answer, the transport guards (body
 * limit while reading, slow headers and bodies cut, exact Content-Type), Fetch Metadata and Origin
 * checks, faults, contract validation of every request and response, sessions (idle and absolute
 * expiry), the route handlers, SVG pictures, the control API (only when switched on, only from a
 * loopback peer with the expected Host and the per-start secret) and (optionally) a built web app
 * with SPA fallback. An exception inside any request is answered with the 500 envelope and
 * logged; it never ends the process.
 */
import { timingSafeEqual } from "node:crypto"
import { createServer as createHttpServer } from "node:http"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { loadContract, responseValidator } from "./contract/contract.ts"
import type { Operation } from "./contract/contract.ts"
import { fieldErrors } from "./contract/errors.ts"
import {
  CHAT_PATH,
  CHAT_SCRIPT_PATH,
  CHAT_STYLE_PATH,
  chatPage,
  chatScript,
  chatStyle,
} from "./data/chat.ts"
import { APP_QR_PATH, FALLBACK_LABEL, renderAppQr, renderSvg } from "./data/images.ts"
import { RECEIPT_FORM_PATH, renderReceiptForm } from "./data/receipt-form.ts"
import { msg } from "./domain/messages.ts"
import { SESSION_COOKIE, parseCookies } from "./http/cookies.ts"
import { CODE_INVALID, HttpError, envelope } from "./http/envelope.ts"
import type { Reply } from "./http/envelope.ts"
import { readForm } from "./http/form.ts"
import { appCsp, chatCsp, securityHeaders } from "./http/headers.ts"
import type { CspHosts, HeaderSet } from "./http/headers.ts"
import { defaultAllowedOrigins, fetchAllowed, isFormType } from "./http/origin.ts"
import { createRouter } from "./http/router.ts"
import { createStaticSite } from "./http/static.ts"
import { handleControl } from "./routes/control.ts"
import { allRoutes } from "./routes/index.ts"
import { serveUpload } from "./routes/upload.ts"
import type { User } from "./state/types.ts"
import type { Ctx, RouteDef } from "./routes/types.ts"
import { createApp } from "./state/app.ts"
import type { App } from "./state/app.ts"
import { createClock } from "./state/clock.ts"
import { createFaults, statusForCode } from "./state/faults.ts"
import { applyContractFaults } from "./state/contractFaults.ts"
import type { DataFault, Fault } from "./state/faults.ts"
import { createSecurity } from "./state/security.ts"
import type { SecurityConfig } from "./state/security.ts"
import { findSession, sweepSessions } from "./state/sessions.ts"

export const DEFAULT_PORT = 4020
export const DEFAULT_HOST = "127.0.0.1"
/** Largest request body (bytes); an announced larger one is refused before it is read. */
export const MAX_BODY = 1_000_000
/** A call the contract does not describe has no list fields. */
const NO_LISTS: ReadonlyMap<string, number> = new Map()
/** Largest control-API body (bytes). */
const MAX_CONTROL_BODY = 64_000
/** The header that carries the control API's per-start secret. */
export const CONTROL_HEADER = "x-mall-control"

export const DEFAULT_CONTRACT = resolve(
  fileURLToPath(new URL(".", import.meta.url)),
  "../../openapi.yaml",
)

export interface ServerOptions {
  port?: number
  host?: string
  /** Directory of a built web app to serve with SPA fallback. */
  staticDir?: string | null
  /**
   * Origins allowed for state-changing calls besides same-origin requests (default: the
   * server's own origin only; `npm start` adds the web dev server's with `--allowed-origin`).
   */
  allowedOrigins?: string[] | null
  contractFile?: string
  /** Strict contract mode: a response violation becomes a 500 and is recorded. */
  strict?: boolean
  /** Log every request (not only violations and errors). */
  verbose?: boolean
  /** Where log lines go (default console.error). */
  logger?: (line: string) => void
  /** The control API (`/__control/`): off unless given; its calls must send this secret. */
  control?: { secret: string } | null
  /** Behind HTTPS: the session cookie is `__Host-mall_session` with `Secure`. */
  secureCookies?: boolean
  /** Hosts the CSP allows for pictures, API calls and frames besides the own origin. */
  csp?: CspHosts
  /** Limits of the sign-in brake, codes, sessions, cart and sign-ups (state/security.ts). */
  security?: Partial<SecurityConfig>
  /** The clock of those limits (default real time; tests pass their own). */
  securityNow?: () => number
  /** Time allowed for a request's headers, and for the whole request with its body (ms). */
  headersTimeoutMs?: number
  requestTimeoutMs?: number
}

export interface MockServer {
  server: Server
  app: App
  /** Listens (port 0 picks a free port) and returns the base URL. */
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>
  /** Stops accepting, lets requests in flight finish (at most `graceMs`, default 1 s), closes. */
  close(graceMs?: number): Promise<void>
}

interface Api {
  def: RouteDef
  op: Operation | undefined
}

/** A peer address on this machine (IPv4 127/8, IPv6 ::1, or IPv4-mapped 127/8). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const a = address.startsWith("::ffff:") ? address.slice(7) : address
  return a === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a)
}

function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== "string") return false
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

function sendJson(res: ServerResponse, reply: Reply, cookies: string[]): void {
  if (res.headersSent || res.destroyed) return
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

/** Sends an answer whose `data` a fault broke (see `FaultSpec.data`). */
function sendBrokenData(res: ServerResponse, reply: Reply, data: DataFault): void {
  if (res.headersSent || res.destroyed) return
  const env = typeof reply.body === "object" && reply.body !== null ? reply.body : {}
  const replaced = { null: null, empty: {}, string: "broken", nonjson: undefined }[data]
  const body =
    data === "nonjson" ? "<html>502 Bad Gateway</html>" : JSON.stringify({ ...env, data: replaced })
  res.writeHead(reply.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  })
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
  const security = createSecurity(options.security, options.securityNow)
  const app = createApp({
    clock: createClock(),
    contract,
    faults: createFaults(),
    security,
    strict,
    log: logger,
  })
  const staticSite = options.staticDir ? createStaticSite(options.staticDir) : null
  let allowed = new Set(options.allowedOrigins ?? [])
  let listeningPort = options.port ?? DEFAULT_PORT
  const control = options.control ?? null
  const secureCookies = options.secureCookies ?? false
  const cookieName = secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE
  const appHeaders: HeaderSet = securityHeaders(appCsp(options.csp))
  const chatHeaders: HeaderSet = securityHeaders(chatCsp(), true)

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
    if (app.violations.length > 1000) app.violations.splice(0, app.violations.length - 1000)
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

  /** Behind HTTPS the session cookie gets the `__Host-` prefix and `Secure`. */
  const secureCookie = (cookie: string): string =>
    secureCookies && cookie.startsWith(`${SESSION_COOKIE}=`) ? `__Host-${cookie}; Secure` : cookie

  const logError = (method: string, path: string, error: unknown): void =>
    logger(
      `[error] ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )

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
    const respond = (reply: Reply, op: Operation | undefined, fault?: Fault | null): void => {
      const checked = checkResponse(method, path, op, reply)
      if (fault?.data !== undefined) {
        sendBrokenData(res, checked, fault.data)
        return
      }
      // Contract faults (tests of the conformance suite) change the answer as it is sent.
      const sent = { method, template: match?.route.def.path ?? path, params: match?.params ?? {} }
      sendJson(res, applyContractFaults(app, sent, checked), cookies.map(secureCookie))
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
          reply = execute(req, method, path, url, rawBody, def, op, match.params, cookies)
        } catch (error) {
          if (error instanceof HttpError) reply = error.reply
          else {
            logError(method, path, error)
            reply = envelope(500, 500, msg.busy)
          }
        }
        if (fault?.break) {
          reply = { ...reply, body: structuredClone(reply.body) }
          deletePath(reply.body, fault.break)
        }
        respond(reply, op, fault)
      } catch (error) {
        failed(res, method, path, error)
      }
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
    const token = parseCookies(req.headers.cookie)[cookieName]
    const session = findSession(db, token, security.now(), security.config)
    const user = session ? (db.users.find((u) => u.id === session.userId) ?? null) : null
    const needsAuth = op ? op.auth : def.auth
    if (needsAuth && !user) return envelope(401, 10001, msg.loginRequired)
    // Calls that may answer 459 do so until the company signs its e-contract.
    if (user && !user.contractSigned && op?.responses.has("459"))
      return envelope(459, 459, msg.contractUnsigned)

    // A body is read only as exactly application/x-www-form-urlencoded (charset utf-8 or none).
    if (rawBody !== "" && !isFormType(req.headers["content-type"]))
      return envelope(422, CODE_INVALID, msg.badBody, { body: [msg.badBody] })
    // Query and body are read as docs/decisions/0013-list-encoding.md says (core's FormBody):
    // only the operation's list fields may be lists, each up to its maxItems.
    const queryRead = readForm(url.search.slice(1), op?.queryLists ?? NO_LISTS)
    if (!queryRead.ok) return queryRead.reply
    const query: Record<string, unknown> = queryRead.value
    let body: Record<string, unknown> = {}
    if (rawBody !== "") {
      const bodyRead = readForm(rawBody, op?.bodyLists ?? NO_LISTS)
      if (!bodyRead.ok) return bodyRead.reply
      body = bodyRead.value
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
      peer: req.socket.remoteAddress ?? "",
      session,
      user,
      setCookie: (cookie) => cookies.push(cookie),
    }
    return def.handler(ctx)
  }

  /** The signed-in store of a request (for files only the uploading company may read). */
  const requestUser = (req: IncomingMessage): User | null => {
    const token = parseCookies(req.headers.cookie)[cookieName]
    const session = findSession(app.db, token, security.now(), security.config)
    return session ? (app.db.users.find((u) => u.id === session.userId) ?? null) : null
  }

  /** A generated file: the chat page and its script and style, the app QR code, or a labelled picture of the seed. */
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
    if (path === CHAT_PATH) {
      for (const [k, v] of Object.entries(chatHeaders)) res.setHeader(k, v)
      return send(200, "text/html; charset=utf-8", chatPage)
    }
    if (path === CHAT_SCRIPT_PATH) return send(200, "text/javascript; charset=utf-8", chatScript)
    if (path === CHAT_STYLE_PATH) return send(200, "text/css; charset=utf-8", chatStyle)
    if (path === APP_QR_PATH) return send(200, "image/svg+xml", renderAppQr())
    if (path === RECEIPT_FORM_PATH) return send(200, "image/svg+xml", renderReceiptForm())
    const m = /^\/static\/([a-z]+)\/([\w-]+)\.svg$/.exec(path)
    if (!m) return false
    const [, kind = "", key = ""] = m
    const known =
      kind === "goods" ? app.db.imageLabels.get(`goods-${key}`) : app.db.imageLabels.get(key)
    const generic = IMAGE_KINDS[kind]
    const label = known ?? (generic ? { ...FALLBACK_LABEL, text: generic } : undefined)
    return send(label ? 200 : 404, "image/svg+xml", renderSvg(label ?? FALLBACK_LABEL))
  }

  /** The 500 envelope for an exception outside the handlers (logged); a started answer is cut. */
  const failed = (res: ServerResponse, method: string, path: string, error: unknown): void => {
    logError(method, path, error)
    if (!res.headersSent && !res.destroyed) {
      try {
        sendJson(res, envelope(500, 500, msg.busy), [])
        return
      } catch (again) {
        logError(method, path, again)
      }
    }
    res.destroy()
  }

  /** Answers and closes the connection without reading the rest of the body. */
  const refuseBody = (res: ServerResponse, reply: Reply): void => {
    res.setHeader("connection", "close")
    sendJson(res, reply, [])
    res.once("finish", () => {
      const socket = res.socket
      socket?.end()
      setTimeout(() => socket?.destroy(), 1000).unref()
    })
  }

  /** The control API's guard: switched on, a loopback peer, the expected Host, the secret. */
  const controlRefusal = (req: IncomingMessage): Reply | null => {
    if (!control) return envelope(404, 404, msg.notFoundApi)
    const host = String(req.headers.host ?? "").toLowerCase()
    const hosts = new Set(
      [options.host ?? DEFAULT_HOST, "127.0.0.1", "localhost", "[::1]"].map(
        (h) => `${h.includes(":") && !h.startsWith("[") ? `[${h}]` : h}:${listeningPort}`,
      ),
    )
    if (
      !isLoopback(req.socket.remoteAddress) ||
      !hosts.has(host) ||
      !sameSecret(req.headers[CONTROL_HEADER], control.secret)
    )
      return envelope(403, 403, "control API: loopback peer, own Host and the secret header only")
    return null
  }

  let lastSweep = 0
  /** At most once a minute: expired sessions, codes, counters, sign-ups and reset tokens go. */
  const sweep = (): void => {
    const now = security.now()
    if (now - lastSweep < 60_000) return
    lastSweep = now
    sweepSessions(app.db, now, security.config)
    security.brake.sweep(now)
    security.codes.sweep(now)
    const ttl = security.config.leftoverTtlMs
    for (const [t, r] of app.db.registrations)
      if (now - r.createdAt > ttl) app.db.registrations.delete(t)
    for (const [t, r] of app.db.resetTokens)
      if (now - r.createdAt > ttl) app.db.resetTokens.delete(t)
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const method = (req.method ?? "GET").toUpperCase()
    let path = req.url ?? "/"
    try {
      let url: URL
      try {
        url = new URL(req.url ?? "/", "http://localhost")
      } catch {
        for (const [k, v] of Object.entries(appHeaders)) res.setHeader(k, v)
        refuseBody(res, envelope(400, 400, msg.badBody))
        return
      }
      path = url.pathname
      for (const [k, v] of Object.entries(appHeaders)) res.setHeader(k, v)
      if (options.verbose) logger(`${method} ${req.url ?? ""}`)
      sweep()

      const isApi = path.startsWith("/api/")
      const isControl = path.startsWith("/__control/")
      if (isControl) {
        const refusal = controlRefusal(req)
        if (refusal) {
          refuseBody(res, refusal)
          return
        }
      } else if (!fetchAllowed(method, path, req.headers, allowed, isApi)) {
        refuseBody(res, envelope(403, 403, msg.originRefused))
        return
      }

      if (!isApi && !isControl) {
        if (
          (method === "GET" || method === "HEAD") &&
          path.startsWith("/static/") &&
          (serveUpload(app, req, res, path, () => requestUser(req)) || serveGenerated(res, path))
        )
          return
        if (staticSite && staticSite.serve(req, res, path)) return
        refuseBody(res, envelope(404, 404, msg.notFoundApi))
        return
      }

      const limit = isControl ? MAX_CONTROL_BODY : MAX_BODY
      const announced = Number(req.headers["content-length"] ?? 0)
      if (!Number.isFinite(announced) || announced > limit) {
        refuseBody(res, envelope(413, 413, msg.bodyTooLarge))
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      let done = false
      const onData = (chunk: Buffer): void => {
        size += chunk.length
        if (size > limit) {
          done = true
          req.off("data", onData)
          req.pause()
          refuseBody(res, envelope(413, 413, msg.bodyTooLarge))
        } else chunks.push(chunk)
      }
      req.on("data", onData)
      req.on("error", () => res.destroy())
      req.on("end", () => {
        if (done) return
        done = true
        try {
          const raw = Buffer.concat(chunks).toString("utf8")
          if (isControl) {
            let reply: Reply
            try {
              reply = handleControl(app, method, path, url, raw, req.headers.cookie)
            } catch (error) {
              reply =
                error instanceof HttpError
                  ? error.reply
                  : envelope(400, 400, error instanceof Error ? error.message : String(error))
            }
            sendJson(res, reply, [])
            return
          }
          handleApi(req, res, url, raw)
        } catch (error) {
          failed(res, method, path, error)
        }
      })
    } catch (error) {
      failed(res, method, path, error)
    }
  }

  const requestTimeout = options.requestTimeoutMs ?? 30_000
  const headersTimeout = Math.min(options.headersTimeoutMs ?? 10_000, requestTimeout)
  const server = createHttpServer(
    {
      keepAliveTimeout: 65_000,
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    onRequest,
  )
  server.on("clientError", (error, socket) => {
    if (socket.writable && !socket.destroyed) {
      const code = (error as NodeJS.ErrnoException).code
      const status = code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400
      socket.end(
        `HTTP/1.1 ${status} ${status === 408 ? "Request Timeout" : "Bad Request"}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      )
    } else socket.destroy()
  })
  return {
    server,
    app,
    listen(port = options.port ?? DEFAULT_PORT, host = options.host ?? DEFAULT_HOST) {
      return new Promise((resolvePromise, reject) => {
        server.once("error", reject)
        server.listen(port, host, () => {
          server.off("error", reject)
          const actual = (server.address() as AddressInfo).port
          listeningPort = actual
          allowed = new Set([
            ...defaultAllowedOrigins(host, actual),
            ...(options.allowedOrigins ?? []),
          ])
          resolvePromise({
            url: `http://${host.includes(":") ? `[${host}]` : host}:${actual}`,
            port: actual,
          })
        })
      })
    },
    close(graceMs = 1000) {
      return new Promise((resolvePromise) => {
        if (!server.listening) {
          resolvePromise()
          return
        }
        server.close(() => resolvePromise())
        server.closeIdleConnections()
        setTimeout(() => server.closeAllConnections(), graceMs).unref()
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
