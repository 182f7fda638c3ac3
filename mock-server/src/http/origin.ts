/**
 * Who may call: Fetch Metadata (`Sec-Fetch-Site`, `-Mode`, `-Dest`, sent by every current
 * browser) and the Origin check for browsers that send no Fetch Metadata, plus the exact
 * Content-Type of form bodies.
 *
 * - `/api`: a same-origin request goes on (also through a proxy such as the Vite dev server, which
 *   the browser sees as the origin). A cross-site or same-site one is refused unless its Origin is
 *   one of the allowed origins (an app served from another configured origin), or it is a
 *   top-level navigation to a read-only GET (a link to an API address opens it; a write or
 *   `GET /api/draw` never). A request the user typed (`none`) may only read.
 * - Other paths (the app, pictures, the chat page) are not restricted by Fetch Metadata: pages and
 *   pictures may be linked; framing is stopped by the CSP's frame-ancestors.
 * - Without Fetch Metadata (old browsers, non-browser clients): a write or `GET /api/draw` whose
 *   Origin is present and not allowed is refused.
 */
import type { IncomingHttpHeaders } from "node:http"

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** GET calls that change state: only ever from the same origin. */
export const STATE_CHANGING_GETS = new Set(["/api/draw", "/api/draw/"])

/** Origins allowed by default: the server's own origin (under the names it answers to). */
export function defaultAllowedOrigins(host: string, port: number): string[] {
  const own = [`http://${host.includes(":") ? `[${host}]` : host}:${port}`]
  if (host === "127.0.0.1" || host === "0.0.0.0" || host === "::" || host === "localhost")
    own.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`)
  return [...new Set(own)]
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** True when the request may go on (see the module comment). */
export function fetchAllowed(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  allowed: ReadonlySet<string>,
  isApi: boolean,
): boolean {
  const writes = UNSAFE.has(method) || STATE_CHANGING_GETS.has(path)
  const origin = one(headers.origin)?.replace(/\/$/, "")
  const originAllowed = origin !== undefined && origin !== "null" && allowed.has(origin)
  const site = one(headers["sec-fetch-site"])
  if (site === undefined) {
    // No Fetch Metadata: the Origin check for writes (a request without Origin goes on).
    if (!writes) return true
    return origin === undefined || origin === "" || originAllowed
  }
  if (!isApi) return !UNSAFE.has(method) || site === "same-origin" || originAllowed
  if (site === "same-origin") return true
  if (site === "none") return !writes
  // same-site or cross-site
  if (originAllowed) return true
  if (writes) return false
  const mode = one(headers["sec-fetch-mode"])
  const dest = one(headers["sec-fetch-dest"])
  return mode === "navigate" && (dest === undefined || dest === "document")
}

/** `application/x-www-form-urlencoded`, exactly, with no parameter but charset=utf-8. */
export function isFormType(header: string | undefined): boolean {
  if (header === undefined) return false
  const [type = "", ...params] = header.split(";").map((p) => p.trim().toLowerCase())
  if (type !== "application/x-www-form-urlencoded") return false
  return params.every((p) => p === "" || p === "charset=utf-8" || p === 'charset="utf-8"')
}
