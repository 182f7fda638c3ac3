/**
 * The dev back end over node:http, wired from its parts: security headers on every answer, the
 * transport guards (http/transport.ts), Fetch Metadata and Origin checks (http/origin.ts), then
 * by path: the control API (http/control.ts guards it, routes/control.ts answers), `/api/` (the
 * route, faults, session, contract validation and handler: http/api.ts, http/call.ts, with every
 * answer checked against the contract: contract/responses.ts), under `/static/` uploads and a
 * company's documents (only to its own sessions: routes/upload.ts, http/documents.ts) and the
 * generated files, and (optionally) a built web app with SPA fallback. An exception inside any
 * request is answered with the 500 envelope and logged; it never ends the process.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { loadContract } from "./contract/contract.ts"
import { createResponseCheck } from "./contract/responses.ts"
import { msg } from "./domain/messages.ts"
import { createApiHandler } from "./http/api.ts"
import type { Api } from "./http/api.ts"
import { signedIn } from "./http/call.ts"
import { controlRefusal } from "./http/control.ts"
import { serveDocument } from "./http/documents.ts"
import { SESSION_COOKIE } from "./http/cookies.ts"
import { HttpError, envelope } from "./http/envelope.ts"
import type { Reply } from "./http/envelope.ts"
import { serveGenerated } from "./http/generated.ts"
import { appCsp, chatCsp, securityHeaders } from "./http/headers.ts"
import type { CspHosts, HeaderSet } from "./http/headers.ts"
import { defaultAllowedOrigins, fetchAllowed } from "./http/origin.ts"
import { refuseBody, sendJson } from "./http/reply.ts"
import { createRouter } from "./http/router.ts"
import { createStaticSite } from "./http/static.ts"
import { createTransport, readBody } from "./http/transport.ts"
import type { Timeouts } from "./http/transport.ts"
import { handleControl } from "./routes/control.ts"
import { allRoutes } from "./routes/index.ts"
import { serveUpload } from "./routes/upload.ts"
import { createApp } from "./state/app.ts"
import type { App } from "./state/app.ts"
import { createClock } from "./state/clock.ts"
import { createFaults } from "./state/faults.ts"
import { createSecurity } from "./state/security.ts"
import type { SecurityConfig } from "./state/security.ts"
import { createSweep } from "./state/sweep.ts"

export const DEFAULT_PORT = 4020
export const DEFAULT_HOST = "127.0.0.1"
/** Largest request body (bytes); an announced larger one is refused before it is read. */
export const MAX_BODY = 1_000_000
/** Largest control-API body (bytes). */
const MAX_CONTROL_BODY = 64_000

export const DEFAULT_CONTRACT = resolve(
  fileURLToPath(new URL(".", import.meta.url)),
  "../../openapi.yaml",
)

export interface ServerOptions extends Timeouts {
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
}

export interface MockServer {
  server: Server
  app: App
  /** Listens (port 0 picks a free port) and returns the base URL. */
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>
  /** Stops accepting, lets requests in flight finish (at most `graceMs`, default 1 s), closes. */
  close(graceMs?: number): Promise<void>
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
    security: createSecurity(options.security, options.securityNow),
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
  const sweep = createSweep(app)

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

  const logError = (method: string, path: string, error: unknown): void =>
    logger(
      `[error] ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )

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

  const handleApi = createApiHandler({
    app,
    router,
    cookieName,
    checkResponse: createResponseCheck(app, logger),
    // Behind HTTPS the session cookie gets the `__Host-` prefix and `Secure`.
    cookieOut: (cookie) =>
      secureCookies && cookie.startsWith(`${SESSION_COOKIE}=`)
        ? `__Host-${cookie}; Secure`
        : cookie,
    logError,
    failed,
  })

  const answerControl = (req: IncomingMessage, res: ServerResponse, url: URL, raw: string) => {
    const method = (req.method ?? "GET").toUpperCase()
    let reply: Reply
    try {
      reply = handleControl(app, method, url.pathname, url, raw, req.headers.cookie)
    } catch (error) {
      reply =
        error instanceof HttpError
          ? error.reply
          : envelope(400, 400, error instanceof Error ? error.message : String(error))
    }
    sendJson(res, reply, [])
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
        const refusal = controlRefusal(req, control, options.host ?? DEFAULT_HOST, listeningPort)
        if (refusal) {
          refuseBody(res, refusal)
          return
        }
      } else if (!fetchAllowed(method, path, req.headers, allowed, isApi)) {
        refuseBody(res, envelope(403, 403, msg.originRefused))
        return
      }

      if (!isApi && !isControl) {
        const user = () => signedIn(app, req, cookieName).user
        if (
          (method === "GET" || method === "HEAD") &&
          path.startsWith("/static/") &&
          (serveUpload(app, req, res, path, user) ||
            serveDocument(app.db, req, res, path, user) ||
            serveGenerated(app.db, res, path, chatHeaders))
        )
          return
        if (staticSite && staticSite.serve(req, res, path)) return
        refuseBody(res, envelope(404, 404, msg.notFoundApi))
        return
      }

      readBody(req, res, isControl ? MAX_CONTROL_BODY : MAX_BODY, (raw) => {
        try {
          if (isControl) answerControl(req, res, url, raw)
          else handleApi(req, res, url, raw)
        } catch (error) {
          failed(res, method, path, error)
        }
      })
    } catch (error) {
      failed(res, method, path, error)
    }
  }

  const server = createTransport(options, onRequest)
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
