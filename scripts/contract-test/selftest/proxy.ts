/**
 * The fault proxy of the self-test: an HTTP front before a server that passes every request on
 * and every answer back, except where the bug switched on changes one behaviour the contract
 * fixes (selftest/catalogue.ts). A bug sees each call with its operation (matched against
 * openapi.yaml), may answer it itself, change the request, change the answer, or make calls of
 * its own to the server (as the same client: with the same cookie).
 */
import { createServer } from "node:http"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { Contract } from "../contract.ts"

export interface Req {
  method: string
  /** Path with its query string. */
  url: string
  headers: Record<string, string>
  body: string
  /** The contract's operation and path parameters, when the path is one. */
  op: string | null
  params: Record<string, string>
}

export interface Res {
  status: number
  headers: Record<string, string | string[]>
  body: string
}

export interface Upstream {
  /** Sends a request to the server as it is. */
  send(req: Pick<Req, "method" | "url" | "headers" | "body">): Promise<Res>
}

export interface Bug {
  /** Short name, e.g. "cart-edit-not-kept". */
  id: string
  /** The operation the suite must name for the bug to count as caught. */
  op: string
  /** What one of its failures at that operation must say, where the wording is part of the proof. */
  says?: RegExp
  /** The contract's sentence it breaks, and where it stands. */
  breaks: string
  /** What the server gets wrong, as a back-end developer would say it. */
  what: string
  /** Answers a request itself (a Res), or sends this request on instead. */
  request?(req: Req, up: Upstream, state: Map<string, unknown>): Promise<Req | Res> | Req | Res
  /** Changes the server's answer. */
  response?(req: Req, res: Res, up: Upstream, state: Map<string, unknown>): Promise<Res> | Res
}

export interface Proxy {
  url: string
  /** Switches a bug on (null: a faithful proxy); its state starts empty. */
  use(bug: Bug | null): void
  close(): Promise<void>
}

type Matcher = { method: string; regex: RegExp; names: string[]; op: string }

function matchers(contract: Contract): Matcher[] {
  return contract.operations.map((o) => {
    const names: string[] = []
    const source = o.path
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{(\w+)\}/g, (_, n: string) => {
        names.push(n)
        return "([^/]+)"
      })
    return { method: o.method, regex: new RegExp(`^${source}$`), names, op: o.id }
  })
}

const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "host"])

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

export async function startProxy(upstreamUrl: string, contract: Contract): Promise<Proxy> {
  const routes = matchers(contract)
  let bug: Bug | null = null
  let state = new Map<string, unknown>()
  const up: Upstream = {
    async send(r) {
      const headers = Object.fromEntries(
        Object.entries(r.headers).filter(([k]) => !HOP.has(k.toLowerCase())),
      )
      const res = await fetch(new URL(r.url, upstreamUrl), {
        method: r.method,
        headers,
        ...(r.body !== "" && r.method !== "GET" && r.method !== "HEAD" ? { body: r.body } : {}),
        redirect: "manual",
      })
      const out: Record<string, string | string[]> = {}
      for (const [k, v] of res.headers)
        if (!HOP.has(k) && k !== "set-cookie" && k !== "content-encoding") out[k] = v
      const cookies = res.headers.getSetCookie()
      if (cookies.length > 0) out["set-cookie"] = cookies
      return { status: res.status, headers: out, body: await res.text() }
    },
  }
  const handle = async (inc: IncomingMessage, out: ServerResponse): Promise<void> => {
    const url = inc.url ?? "/"
    const method = (inc.method ?? "GET").toUpperCase()
    const path = new URL(url, "http://proxy").pathname
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(inc.headers))
      if (typeof v === "string") headers[k] = v
      else if (Array.isArray(v)) headers[k] = v.join(", ")
    let op: string | null = null
    let params: Record<string, string> = {}
    for (const m of routes) {
      if (m.method !== method) continue
      const hit = m.regex.exec(path)
      if (!hit) continue
      op = m.op
      params = Object.fromEntries(m.names.map((n, i) => [n, decodeURIComponent(hit[i + 1] ?? "")]))
      break
    }
    const req: Req = { method, url, headers, body: await readBody(inc), op, params }
    const active = bug
    const mine = state
    let res: Res
    const changed = active?.request ? await active.request(req, up, mine) : req
    if ("status" in changed) res = changed
    else res = await up.send(changed)
    if (active?.response) res = await active.response(changed as Req, res, up, mine)
    const body = Buffer.from(res.body, "utf8")
    out.writeHead(res.status, { ...res.headers, "content-length": body.length })
    out.end(method === "HEAD" ? undefined : body)
  }
  const server: Server = createServer((inc, out) => {
    handle(inc, out).catch((error: unknown) => {
      if (!out.headersSent) out.writeHead(502, { "content-type": "text/plain" })
      out.end(`fault proxy: ${String(error)}`)
    })
  })
  // idle connections kept as long as the dev back end keeps them (a client reuses them)
  server.keepAliveTimeout = 65_000
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    use(next) {
      bug = next
      state = new Map()
    },
    close: () =>
      new Promise((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

// ── helpers the bugs share ─────────────────────────────────────────────────────────────

export type Json = Record<string, unknown>

/** The JSON body of an answer, or null. */
export function jsonOf(res: Res): Json | null {
  try {
    const v = JSON.parse(res.body) as unknown
    return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : null
  } catch {
    return null
  }
}

/** The answer with its JSON body replaced. */
export const withJson = (res: Res, body: unknown): Res => ({ ...res, body: JSON.stringify(body) })

/** A success envelope answered by the proxy itself. */
export const answer = (data: unknown, message = "操作成功", status = 200): Res => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  body: JSON.stringify({ code: status === 200 ? 10000 : status, message, data }),
})

/** The form fields of a request body (repeated keys kept as lists). */
export function formOf(req: Req): URLSearchParams {
  return new URLSearchParams(req.body)
}

/** The query of a request. */
export const queryOf = (req: Req): URLSearchParams => new URL(req.url, "http://proxy").searchParams

/** The same request with another body, query or URL. */
export const withBody = (req: Req, form: URLSearchParams): Req => ({
  ...req,
  body: form.toString(),
})

export const withQuery = (req: Req, query: URLSearchParams): Req => {
  const u = new URL(req.url, "http://proxy")
  const q = query.toString()
  return { ...req, url: `${u.pathname}${q === "" ? "" : `?${q}`}` }
}

/** A GET of the server as the same client (its cookie). */
export async function get(up: Upstream, req: Req, url: string): Promise<Json | null> {
  const res = await up.send({
    method: "GET",
    url,
    headers: { cookie: req.headers.cookie ?? "" },
    body: "",
  })
  return res.status === 200 ? jsonOf(res) : null
}
