/**
 * The security headers every answer carries (HTML, assets, API, pictures, the chat page): a
 * strict Content-Security-Policy (no inline script, no plugins, no framing, forms and the base URL
 * to the own origin, pictures/calls/frames only from the own origin and the configured hosts),
 * nosniff, a strict referrer policy, a Permissions-Policy that switches off what the mall never
 * uses, and COOP same-origin. The chat page is framed by the app, so it allows `frame-ancestors
 * 'self'` instead of none. docs/deploy.md gives the same headers for a production host.
 */

/** Extra hosts (origins such as `https://img.example.com`) the CSP allows beside 'self'. */
export interface CspHosts {
  /** Pictures (img-src): the image host of the data. */
  readonly img?: readonly string[]
  /** API calls (connect-src): the API host when it is not the page's own. */
  readonly connect?: readonly string[]
  /** Frames (frame-src): the chat host. */
  readonly frame?: readonly string[]
}

/** An origin (scheme://host[:port]) as a CSP source; anything else is refused. */
export function cspSource(origin: string): string {
  const url = new URL(origin)
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`not an http(s) origin: ${origin}`)
  if (url.username !== "" || url.password !== "" || url.pathname !== "/" || url.search !== "")
    throw new Error(`give an origin only (scheme://host[:port]): ${origin}`)
  return url.origin
}

const list = (hosts: readonly string[] | undefined): string =>
  (hosts ?? []).map((h) => ` ${cspSource(h)}`).join("")

/**
 * The CSP of the app and of every other answer. `style-src` allows inline styles: the toast
 * library inserts its stylesheet at run time; styles cannot run script.
 */
export function appCsp(hosts: CspHosts = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${list(hosts.img)}`,
    `connect-src 'self'${list(hosts.connect)}`,
    `frame-src 'self'${list(hosts.frame)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** The chat page's CSP: its own script and style files only, framed by the app's origin only. */
export function chatCsp(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ")
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ")

export type HeaderSet = Readonly<Record<string, string>>

/** The headers of every answer, with `csp` as its Content-Security-Policy. */
export function securityHeaders(csp: string, framedBySelf = false): HeaderSet {
  return {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": framedBySelf ? "SAMEORIGIN" : "DENY",
  }
}
