/**
 * What the bugs of the catalogue are made of: changing the data of an operation's answers, its
 * form body or its query; the sessions the proxy has seen signed in (to alias an old one to the
 * newest, or to ask as another company); reading a record across companies after a 404; a write
 * sent to another record too; every page of a list; a map kept in a bug's state.
 */
import type { Bug, Req, Res, Upstream } from "./proxy.ts"
import { formOf, get, jsonOf, queryOf, withBody, withJson, withQuery } from "./proxy.ts"

export type Row = Record<string, unknown>
export const rows = (d: unknown): Row[] =>
  Array.isArray(d)
    ? (d as Row[])
    : Array.isArray((d as Row | null)?.data)
      ? ((d as Row).data as Row[])
      : []

/** Every record of a paged list of the company (its first `pages` pages). */
export async function allOf(up: Upstream, req: Req, url: string, pages = 10): Promise<Row[]> {
  const out: Row[] = []
  for (let page = 1; page <= pages; page++) {
    const d = (await get(up, req, `${url}${url.includes("?") ? "&" : "?"}page=${page}`))?.data as
      Row | undefined
    out.push(...rows(d))
    if (!d || page >= Number(d.last_page)) break
  }
  return out
}

/**
 * A taking never committed: what `taken` says each successful answer of `write` took (0: none)
 * is kept, and given back in `field` of `read`'s answers (`add` writes the sum as the field is
 * written: the points as a number, a balance in yuan).
 */
export function neverTaken(
  write: string,
  taken: (req: Req, data: Row, up: Upstream) => Promise<number> | number,
  read: string,
  field: string,
  add: (shown: unknown, kept: number) => unknown,
): Pick<Bug, "response"> {
  return {
    async response(req, res, up, state) {
      const env = jsonOf(res)
      if (!env || res.status !== 200) return res
      if (req.op === write) {
        const took = await taken(req, (env.data ?? {}) as Row, up)
        if (took !== 0) state.set("kept", Number(state.get("kept") ?? 0) + took)
        return res
      }
      if (req.op !== read || !state.has("kept")) return res
      const d = env.data as Row
      return withJson(res, {
        ...env,
        data: { ...d, [field]: add(d[field], Number(state.get("kept"))) },
      })
    },
  }
}

/** A map kept in a bug's state under `key`. */
export function mapIn<K, V>(state: Map<string, unknown>, key: string): Map<K, V> {
  let m = state.get(key) as Map<K, V> | undefined
  if (!m) {
    m = new Map<K, V>()
    state.set(key, m)
  }
  return m
}

/** Changes the `data` of an operation's successful answers. */
export function data(
  op: string,
  change: (data: Row, req: Req, up: Upstream, state: Map<string, unknown>) => unknown,
): Pick<Bug, "response"> {
  return {
    async response(req, res, up, state) {
      if (req.op !== op || res.status !== 200) return res
      const env = jsonOf(res)
      if (!env || env.data === null || typeof env.data !== "object") return res
      const next = await change(env.data as Row, req, up, state)
      return withJson(res, { ...env, data: next === undefined ? env.data : next })
    },
  }
}

/** Changes the form body of an operation's requests: a new body, an answer of its own, or null. */
export function form(
  op: string,
  change: (f: URLSearchParams, req: Req) => URLSearchParams | Res | null,
): Pick<Bug, "request"> {
  return {
    request(req) {
      if (req.op !== op) return req
      const out = change(formOf(req), req)
      return out === null ? req : out instanceof URLSearchParams ? withBody(req, out) : out
    },
  }
}

/** Changes the query of an operation's requests (null: sent as it is). */
export function query(
  op: string,
  change: (q: URLSearchParams) => URLSearchParams | null,
): Pick<Bug, "request"> {
  return {
    request(req) {
      if (req.op !== op) return req
      const out = change(queryOf(req))
      return out === null ? req : withQuery(req, out)
    },
  }
}

export const positiveIds = (ids: string[]) =>
  ids.length > 0 && ids.every((id) => /^[1-9]\d*$/.test(id))

/** The upstream session token a request carries. */
export const tokenOf = (req: Req): string | null =>
  /mall_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1] ?? null

/** Tokens of sign-ins seen, newest last, and the account of each. */
export function seen(state: Map<string, unknown>): {
  order: string[]
  account: Map<string, string>
} {
  let s = state.get("sessions") as { order: string[]; account: Map<string, string> } | undefined
  if (!s) {
    s = { order: [], account: new Map() }
    state.set("sessions", s)
  }
  return s
}

/** Notes the session a sign-in answered (for the bugs that reuse or alias sessions). */
export function noteSignIn(req: Req, res: Res, state: Map<string, unknown>): void {
  if (req.op !== "postAuthLogin" || res.status !== 200) return
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? [])
  const token = cookies.map((c) => /^mall_session=([^;]+)/.exec(c)?.[1]).find((t) => t)
  const name = formOf(req).get("username") ?? ""
  if (token) {
    const s = seen(state)
    s.order.push(token)
    s.account.set(token, name)
  }
}

/** A response hook that only notes the sessions signed in (for request hooks that alias them). */
export const notingSignIns: Pick<Bug, "response"> = {
  response(req, res, _up, state) {
    noteSignIn(req, res, state)
    return res
  },
}

/** Sends a request again with another session's cookie. */
export const as = (req: Req, token: string): Req => ({
  ...req,
  headers: { ...req.headers, cookie: `mall_session=${token}` },
})

/** On a 404 of `op`, the same request with every other session seen: another company's answer. */
export function readsAcrossCompanies(op: string | RegExp): Pick<Bug, "response"> {
  return {
    async response(req, res, up, state) {
      noteSignIn(req, res, state)
      const hit = typeof op === "string" ? req.op === op : op.test(req.url)
      if (!hit || res.status !== 404) return res
      for (const t of [...seen(state).order].reverse()) {
        if (t === tokenOf(req)) continue
        const other = await up.send(as(req, t))
        if (other.status >= 200 && other.status < 300) return other
      }
      return res
    },
  }
}

export const ok = (res: Res): boolean => res.status >= 200 && res.status < 300

/**
 * A write sent on as it is, and also to another record of the company: the first row of
 * `listUrl` that `pick` chooses (not the one named), its id put in the request's path by `to`.
 */
export function alsoToAnother(
  op: string,
  listUrl: string,
  pick: (row: Row) => boolean,
  to: (url: string, id: string) => string,
): Pick<Bug, "request"> {
  return {
    async request(req, up) {
      if (req.op !== op || !req.headers.cookie) return req
      const other = rows((await get(up, req, listUrl))?.data).find(
        (r) => String(r.id) !== req.params.id && pick(r),
      )
      if (other) await up.send({ ...req, url: to(req.url, String(other.id)) })
      return req
    },
  }
}

/**
 * A write of `ids` sent with more ids than it names: another row of `listUrl` (the first the write
 * does not name), or every row of it (`all`).
 */
export function widened(op: string, listUrl: string, all: boolean): Pick<Bug, "request"> {
  return {
    async request(req, up) {
      if (req.op !== op || !req.headers.cookie) return req
      const f = formOf(req)
      const ids = f.getAll("ids")
      if (!positiveIds(ids)) return req
      const others = rows((await get(up, req, listUrl))?.data).filter(
        (r) => !ids.includes(String(r.id)),
      )
      if (others.length === 0) return req
      for (const r of all ? others : others.slice(0, 1)) f.append("ids", String(r.id))
      return withBody(req, f)
    },
  }
}

/**
 * Whether the server would take a write at all (a live session, no foreign Origin or cross-site
 * Fetch Metadata): a bug that answers a write itself answers only those.
 */
export async function wouldTake(req: Req, up: Upstream): Promise<boolean> {
  if (!req.headers.cookie) return false
  const origin = req.headers.origin
  if (origin !== undefined && new URL(origin).host !== req.headers.host) return false
  const site = req.headers["sec-fetch-site"]
  if (site !== undefined && site !== "same-origin" && site !== "none") return false
  return (await get(up, req, "/api/user/base")) !== null
}
