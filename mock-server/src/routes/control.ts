/**
 * The control API under /__control/ (outside the contract): reset to the seed, switch account
 * flags, inject faults, set the clock, read contract violations, patch goods. JSON or form bodies.
 * The server lets a call through only when the API is switched on, from a loopback peer with the
 * expected Host and the per-start secret (server.ts). Input is bounded and checked before anything
 * is stored: a body nests at most 6 levels, strings and lists are short, numbers are finite and in
 * range; anything else is a 400 and changes nothing.
 */
import { DAY_MS as DAY } from "@mall/core/DateTime"
import { SESSION_COOKIE, parseCookies } from "../http/cookies.ts"
import { envelope, ok } from "../http/envelope.ts"
import type { Reply } from "../http/envelope.ts"
import { parseForm } from "../http/form.ts"
import type { App } from "../state/app.ts"
import { DATA_FAULTS, type FaultSpec } from "../state/faults.ts"
import type { User } from "../state/types.ts"

type Body = Record<string, unknown>

const MAX_DEPTH = 6
const MAX_STRING = 500
const MAX_KEYS = 100

/** Throws unless the value nests at most MAX_DEPTH levels with at most MAX_KEYS keys each. */
function checkShape(value: unknown, depth = 0): void {
  if (typeof value !== "object" || value === null) return
  if (depth >= MAX_DEPTH) throw new Error(`body nests deeper than ${MAX_DEPTH} levels`)
  const entries = Object.values(value)
  if (entries.length > MAX_KEYS) throw new Error(`more than ${MAX_KEYS} keys in one object`)
  for (const v of entries) checkShape(v, depth + 1)
}

/** Nesting depth of the JSON text, counted without parsing it (a deep text never reaches JSON.parse). */
function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === "\\") i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === "{" || c === "[") max = Math.max(max, ++depth)
    else if (c === "}" || c === "]") depth--
  }
  return max
}

function parseBody(raw: string): Body {
  const text = raw.trim()
  if (text === "") return {}
  if (text.startsWith("{")) {
    if (jsonDepth(text) > MAX_DEPTH) throw new Error(`body nests deeper than ${MAX_DEPTH} levels`)
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("body must be a JSON object")
    checkShape(parsed)
    return parsed as Body
  }
  const form = parseForm(text)
  checkShape(form)
  return form
}

function str(v: unknown, name: string, max = MAX_STRING): string {
  const s = typeof v === "number" || typeof v === "boolean" ? String(v) : v
  if (typeof s !== "string") throw new Error(`${name} must be a string`)
  if (s.length > max) throw new Error(`${name} is longer than ${max} characters`)
  return s
}

function ranged(v: unknown, name: string, min: number, max: number): number {
  const n = num(v, name)
  if (n < min || n > max) throw new Error(`${name} must be between ${min} and ${max}`)
  return n
}

/** Field errors of a fault: at most 20 fields of at most 5 short messages. */
function fieldErrorsOf(v: unknown): Record<string, string[]> {
  if (typeof v !== "object" || v === null || Array.isArray(v))
    throw new Error("errors must be {field: [message]}")
  const entries = Object.entries(v)
  if (entries.length > 20) throw new Error("errors: at most 20 fields")
  const out: Record<string, string[]> = {}
  for (const [field, messages] of entries) {
    const list = Array.isArray(messages) ? messages : [messages]
    if (list.length === 0 || list.length > 5) throw new Error("errors: 1 to 5 messages a field")
    out[str(field, "errors field", 100)] = list.map((m) => str(m, `errors.${field}`))
  }
  return out
}

function num(v: unknown, name: string): number {
  const n = typeof v === "string" ? Number(v) : v
  if (typeof n !== "number" || !Number.isFinite(n)) throw new Error(`${name} must be a number`)
  return n
}

function bit(v: unknown, name: string): 0 | 1 {
  if (v === true || v === 1 || v === "1" || v === "true") return 1
  if (v === false || v === 0 || v === "0" || v === "false") return 0
  throw new Error(`${name} must be 0 or 1`)
}

/** Durations: a number of ms, or "90s", "15m", "2h", "3d". */
function duration(v: unknown): number {
  if (typeof v === "string") {
    const m = /^(-?\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(v.trim())
    if (!m) throw new Error(`bad duration ${v}`)
    const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: DAY }[m[2] ?? "ms"] ?? 1
    return Number(m[1]) * factor
  }
  return num(v, "duration")
}

function targetUser(app: App, body: Body, cookieHeader: string | undefined): User {
  if (typeof body.username === "string") {
    const user = app.db.users.find((u) => u.username === body.username)
    if (!user) throw new Error(`no account ${body.username}`)
    return user
  }
  const token = parseCookies(cookieHeader)[SESSION_COOKIE]
  const session = token ? app.db.sessions.get(token) : undefined
  const user = session ? app.db.users.find((u) => u.id === session.userId) : undefined
  if (!user) throw new Error("name an account (username) or send the session cookie")
  return user
}

function describeUser(u: User) {
  return {
    id: u.id,
    username: u.username,
    company: u.company,
    admin: u.admin,
    is_special: u.isSpecial,
    is_can_chat: u.isCanChat,
    is_show_youx: u.isShowYoux,
    is_passed: u.isPassed,
    is_AfterSale: u.isAfterSale,
    contract_signed: u.contractSigned,
    draw_is_join: u.drawJoined,
    points: u.points,
    user_money: u.money,
  }
}

function patchAccount(u: User, body: Body): void {
  if ("admin" in body) {
    const a = body.admin
    if (a === null || a === "null" || a === "") u.admin = null
    else if (typeof a === "object") {
      const o = a as Body
      u.admin = {
        name: String(o.name ?? u.admin?.name ?? "王丽"),
        phone: String(o.phone ?? u.admin?.phone ?? "13800138001"),
        is_default: bit(o.is_default ?? u.admin?.is_default ?? 0, "admin.is_default"),
      }
    }
  }
  const isDefault = body["admin.is_default"] ?? body.admin_is_default
  if (isDefault !== undefined)
    u.admin = {
      ...(u.admin ?? { name: "王丽", phone: "13800138001", is_default: 0 }),
      is_default: bit(isDefault, "admin.is_default"),
    }
  if (body.is_special !== undefined) u.isSpecial = bit(body.is_special, "is_special")
  if (body.is_can_chat !== undefined) u.isCanChat = bit(body.is_can_chat, "is_can_chat")
  if (body.is_show_youx !== undefined) u.isShowYoux = bit(body.is_show_youx, "is_show_youx")
  if (body.is_passed !== undefined) u.isPassed = bit(body.is_passed, "is_passed")
  if (body.is_AfterSale !== undefined) u.isAfterSale = bit(body.is_AfterSale, "is_AfterSale")
  if (body.contract_signed !== undefined)
    u.contractSigned = bit(body.contract_signed, "contract_signed") === 1
  const join = body["draw.is_join"] ?? body.draw_is_join
  if (join !== undefined) u.drawJoined = bit(join, "draw_is_join")
  if (body.points !== undefined) u.points = Math.max(0, Math.floor(num(body.points, "points")))
  if (body.user_money !== undefined)
    u.money = Math.max(0, Math.round(num(body.user_money, "user_money") * 100))
  if (body.password !== undefined) u.password = str(body.password, "password", 64)
  if (body.wechat !== undefined) u.wechat = str(body.wechat, "wechat", 64)
}

export function handleControl(
  app: App,
  method: string,
  path: string,
  url: URL,
  raw: string,
  cookieHeader?: string,
): Reply {
  const body = parseBody(raw)
  const route = `${method} ${path.replace(/\/$/, "")}`
  switch (route) {
    case "POST /__control/reset":
      app.reset(body.keepClock === true || body.keepClock === "1")
      return ok({ clock: app.clock.describe() }, "已重置")
    case "GET /__control/state":
      return ok({
        clock: app.clock.describe(),
        strict: app.strict,
        contract: {
          loaded: app.contract.loaded,
          file: app.contract.file,
          operations: app.contract.operations.length,
        },
        faults: app.faults.list(),
        violations: app.violations.length,
        accounts: app.db.users.map(describeUser),
        sessions: app.db.sessions.size,
      })
    case "GET /__control/account":
      return ok(
        describeUser(
          targetUser(app, { ...Object.fromEntries(url.searchParams), ...body }, cookieHeader),
        ),
      )
    case "POST /__control/account": {
      const user = targetUser(app, body, cookieHeader)
      patchAccount(user, body)
      return ok(describeUser(user))
    }
    case "POST /__control/fault": {
      // Everything is checked before the fault is stored.
      const path = str(body.path ?? "", "path")
      if (path === "" || !path.startsWith("/")) throw new Error("path is required (/api/…)")
      const spec: FaultSpec = { path }
      if (body.method !== undefined) {
        const m = str(body.method, "method", 10).toUpperCase()
        if (!["*", "GET", "POST", "PUT", "DELETE", "HEAD"].includes(m))
          throw new Error("method must be GET, POST, PUT, DELETE, HEAD or *")
        spec.method = m
      }
      if (body.status !== undefined)
        spec.status = Math.floor(ranged(body.status, "status", 200, 599))
      if (body.code !== undefined) spec.code = Math.floor(ranged(body.code, "code", 0, 99_999))
      if (body.message !== undefined) spec.message = str(body.message, "message")
      if (body.errors !== undefined) spec.errors = fieldErrorsOf(body.errors)
      if (body.delay !== undefined) {
        const delay = duration(body.delay)
        if (!(delay >= 0 && delay <= 120_000)) throw new Error("delay must be 0 to 120000 ms")
        spec.delay = delay
      }
      if (body.break !== undefined) spec.break = str(body.break, "break", 200)
      if (body.data !== undefined) {
        const data = DATA_FAULTS.find((d) => d === body.data)
        if (data === undefined) throw new Error(`data must be one of ${DATA_FAULTS.join(", ")}`)
        spec.data = data
      }
      if (body.times !== undefined) spec.times = Math.floor(ranged(body.times, "times", 1, 100_000))
      if (app.faults.list().length >= 100) throw new Error("at most 100 faults at once")
      return ok(app.faults.add(spec))
    }
    case "GET /__control/fault":
      return ok(app.faults.list())
    case "DELETE /__control/fault": {
      const id = url.searchParams.get("id") ?? (body.id === undefined ? null : String(body.id))
      app.faults.clear(id === null ? undefined : Number(id))
      return ok(app.faults.list())
    }
    case "POST /__control/clock": {
      if (body.reset === true || body.reset === "1") app.clock.reset()
      if (body.set !== undefined) {
        const at = typeof body.set === "number" ? body.set : Date.parse(String(body.set))
        if (!Number.isFinite(at) || Math.abs(at) > 8.64e15 / 2)
          throw new Error("set must be an ISO date or epoch ms")
        app.clock.set(at, body.frozen === true || body.frozen === "1")
      }
      if (body.advance !== undefined) {
        const ms = duration(body.advance)
        if (Math.abs(ms) > 100 * 365 * DAY) throw new Error("advance at most 100 years")
        app.clock.advance(ms)
      }
      return ok(app.clock.describe())
    }
    case "GET /__control/clock":
      return ok(app.clock.describe())
    case "GET /__control/violations":
      return ok(app.violations)
    case "DELETE /__control/violations":
      app.violations = []
      return ok([])
    case "POST /__control/goods": {
      const goods = app.db.goodsById.get(num(body.id, "id"))
      if (!goods) throw new Error("no such goods")
      if (body.stock !== undefined) goods.stock = Math.max(0, Math.floor(num(body.stock, "stock")))
      if (body.is_buy !== undefined) goods.isBuy = bit(body.is_buy, "is_buy") === 1
      if (body.price !== undefined) {
        goods.price = Math.round(num(body.price, "price") * 100)
        goods.originalPrice = null
      }
      return ok({
        id: goods.id,
        name: goods.name,
        stock: goods.stock,
        is_buy: goods.isBuy ? 1 : 0,
        price: goods.price,
      })
    }
    default:
      return envelope(404, 404, `no control route ${route}`)
  }
}
