/**
 * Sending one call of the contract to the server under test and keeping what happened: the
 * request exactly as sent (for a curl command to replay it), the status, the content type and
 * the parsed body. Form bodies are encoded as the contract's `encoding` says for each list field
 * (deepObject: `name[0]=…`; otherwise repeated keys); query lists repeat the key. Each signed-in
 * account is a cookie jar.
 */
import type { Operation } from "./contract.ts"

export interface Call {
  op: Operation
  path?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: Record<string, unknown> | null
  /** Account name whose session cookie is sent; null: no session. */
  as?: string | null
  /** A Cookie header sent as it is instead of the account's (an old session replayed). */
  cookie?: string
  headers?: Record<string, string>
}

export interface Exchange {
  op: Operation
  method: string
  url: string
  headers: Record<string, string>
  body: string | null
  status: number
  /** The answer's headers (lower-case names). */
  responseHeaders: Record<string, string>
  contentType: string
  text: string
  /** The parsed JSON body, or undefined when it is not JSON. */
  json: unknown
  ms: number
}

export interface Fetched {
  url: string
  status: number
  headers: Record<string, string>
  /** The request, for a curl command. */
  request: Pick<Exchange, "method" | "url" | "headers" | "body">
}

export class Session {
  cookie = ""
  constructor(
    readonly name: string,
    readonly password: string,
  ) {}
}

export class Client {
  readonly sessions = new Map<string, Session>()
  /** Every exchange, in order (the report counts them). */
  count = 0

  constructor(
    readonly base: string,
    readonly timeoutMs = 30_000,
  ) {}

  /** GET of a URL that is no operation (a document), with a Cookie header as given ("" none). */
  async fetchUrl(url: string, cookie: string): Promise<Fetched> {
    this.count += 1
    const headers: Record<string, string> = cookie === "" ? {} : { cookie }
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) })
    await res.arrayBuffer()
    return {
      url,
      status: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      request: { method: "GET", url, headers, body: null },
    }
  }

  session(name: string): Session | undefined {
    return this.sessions.get(name)
  }

  async send(call: Call): Promise<Exchange> {
    const { op } = call
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(call.path?.[name] ?? "")),
    )
    const url = new URL(path, this.base)
    for (const [key, value] of Object.entries(call.query ?? {})) appendQuery(url, key, value)
    const headers: Record<string, string> = { accept: "application/json", ...call.headers }
    const session = call.as && call.cookie === undefined ? this.sessions.get(call.as) : undefined
    if (call.cookie !== undefined) {
      if (call.cookie !== "") headers.cookie = call.cookie
    } else if (session?.cookie) headers.cookie = session.cookie
    let body: string | null = null
    if (call.body !== undefined && call.body !== null && op.method !== "GET") {
      body = encodeForm(call.body, op.listStyle)
      headers["content-type"] = "application/x-www-form-urlencoded"
    }
    const started = performance.now()
    this.count += 1
    const send = () =>
      fetch(url, {
        method: op.method,
        headers,
        ...(body === null ? {} : { body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    let res: Response
    try {
      res = await send()
    } catch (error) {
      // a kept-alive connection the server closed as it was reused: nothing reached the server
      if (!resetBeforeAnswer(error)) throw error
      res = await send()
    }
    const text = await res.text()
    const ms = performance.now() - started
    const responseHeaders = Object.fromEntries(res.headers.entries())
    if (session) {
      for (const c of res.headers.getSetCookie()) {
        const pair = c.split(";")[0] ?? ""
        const eq = pair.indexOf("=")
        if (eq <= 0) continue
        const name = pair.slice(0, eq)
        const jar = new Map(
          session.cookie
            .split("; ")
            .filter((p) => p.includes("="))
            .map((p) => [p.slice(0, p.indexOf("=")), p] as const),
        )
        if (pair.length === eq + 1 || /max-age=0|expires=thu, 01 jan 1970/i.test(c))
          jar.delete(name)
        else jar.set(name, pair)
        session.cookie = [...jar.values()].join("; ")
      }
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return {
      op,
      method: op.method,
      url: url.toString(),
      headers,
      body,
      status: res.status,
      responseHeaders,
      contentType: res.headers.get("content-type") ?? "",
      text,
      json,
      ms,
    }
  }
}

export interface Fetched {
  url: string
  status: number
  headers: Record<string, string>
  /** The request, for a curl command. */
  request: Pick<Exchange, "method" | "url" | "headers" | "body">
}

/** Whether fetch failed because the connection was reset or closed before any answer. */
function resetBeforeAnswer(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause
  return ["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"].includes(cause?.code ?? "")
}

function appendQuery(url: URL, key: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    for (const v of value) url.searchParams.append(key, String(v))
  } else if (typeof value === "object") {
    // An exploded object parameter: its properties are the keys.
    for (const [k, v] of Object.entries(value)) appendQuery(url, k, v)
  } else url.searchParams.append(key, String(value))
}

/** `application/x-www-form-urlencoded`, lists as the contract's encoding says. */
export function encodeForm(
  body: Record<string, unknown>,
  listStyle: Record<string, "indexed" | "repeat">,
): string {
  const out = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        if (v === undefined || v === null) return
        out.append(listStyle[key] === "indexed" ? `${key}[${i}]` : key, scalar(v))
      })
    } else out.append(key, scalar(value))
  }
  return out.toString()
}

const scalar = (v: unknown): string =>
  typeof v === "boolean" ? (v ? "1" : "0") : typeof v === "object" ? JSON.stringify(v) : String(v)

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`

/** A curl command that sends the same request again. */
export function toCurl(x: Pick<Exchange, "method" | "url" | "headers" | "body">): string {
  const parts = ["curl", "-i", "-X", x.method, shellQuote(x.url)]
  for (const [k, v] of Object.entries(x.headers)) parts.push("-H", shellQuote(`${k}: ${v}`))
  if (x.body !== null) parts.push("--data-raw", shellQuote(x.body))
  return parts.join(" ")
}
