/**
 * Log-in (session cookie), sign-up steps, SMS codes, password recovery and the e-contract.
 * Sign-in goes through the brake (state/security.ts: a growing delay, then a temporary lock,
 * answered 429 with Retry-After); a code allows 5 tries and expires; one SMS per number per
 * minute; a phone may have only a few unfinished sign-ups, which expire.
 */
import { randomBytes } from "node:crypto"
import { formatDateTime } from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as PasswordStrength from "@mall/core/PasswordStrength"
import { HttpError, envelope, invalid, invalidMany, ok, warn } from "../http/envelope.ts"
import { sessionCookie } from "../http/cookies.ts"
import { msg } from "../domain/messages.ts"
import type { Db } from "../state/db.ts"
import type { Wait } from "../state/security.ts"
import { newToken, openSession } from "../state/sessions.ts"
import type { User } from "../state/types.ts"
import { optString, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

/** The code every SMS "sends" in the dev back end. */
export const DEV_SMS_CODE = "123456"

const token = newToken

/** Signs the account in: a new session (earlier ones of the account end), on the security clock. */
export function createSession(db: Db, user: User, now: number): string {
  return openSession(db, user.id, now)
}

/** HTTP 429 with Retry-After (whole seconds) and the message. */
export function tooMany(message: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  const reply = envelope(429, 429, message)
  return new HttpError({ ...reply, headers: { "retry-after": String(seconds) } })
}

function brakeError(wait: Wait): HttpError {
  const seconds = wait.retryAfterMs / 1000
  return tooMany(
    wait.locked ? Messages.edge.loginLocked(seconds) : Messages.edge.loginSlowDown(seconds),
    wait.retryAfterMs,
  )
}

/** Checks the phone's SMS code: 5 tries, then a new code is needed; sent codes expire. */
export function checkCode(ctx: Ctx, phone: string, field = "code"): void {
  const security = ctx.app.security
  const result = security.codes.verify(phone, optString(ctx, field), DEV_SMS_CODE, security.now())
  if (result === "ok") return
  throw invalid(
    field,
    result === "expired"
      ? Messages.edge.codeExpired
      : result === "tooManyTries"
        ? Messages.edge.codeTooManyTries
        : Messages.edge.codeWrong,
  )
}

/** Sign-ups past step 1 and not finished, of this phone, after dropping expired ones. */
function unfinishedSignUps(ctx: Ctx, phone: string): number {
  const now = ctx.app.security.now()
  const ttl = ctx.app.security.config.leftoverTtlMs
  let count = 0
  for (const [t, reg] of ctx.db.registrations) {
    if (now - reg.createdAt > ttl) ctx.db.registrations.delete(t)
    else if (reg.phone === phone) count += 1
  }
  return count
}

export function checkSignUpLimit(ctx: Ctx, phone: string): void {
  const limit = ctx.app.security.config.signUpsPerPhone
  if (unfinishedSignUps(ctx, phone) >= limit) throw warn(Messages.edge.signUpsPerPhone(limit))
}

/** The new password (PasswordStrength: 6-20 characters, two kinds or more) and its confirmation. */
export function checkPasswords(ctx: Ctx): string {
  const password = optString(ctx, "password")
  if (!PasswordStrength.isAcceptable(password))
    throw invalid("password", Messages.registerErrors.passwordWeak)
  if (password !== optString(ctx, "password_confirmation"))
    throw invalid("password_confirmation", "两次输入的密码不一致")
  return password
}

/**
 * The phone's SMS code, sent and not used yet (registration, WeChat bind, password recovery): a
 * code never sent, or already used once, can never match, because the value it is then compared
 * with is a fresh random one. Wrong, expired and too many tries as `checkCode`.
 */
export function checkSentCode(ctx: Ctx, phone: string): void {
  const security = ctx.app.security
  const notSent = `unsent-${randomBytes(8).toString("hex")}`
  const result = security.codes.verify(phone, optString(ctx, "code"), notSent, security.now())
  if (result === "ok") return
  throw invalid(
    "code",
    result === "expired"
      ? Messages.edge.codeExpired
      : result === "tooManyTries"
        ? Messages.edge.codeTooManyTries
        : Messages.edge.codeWrong,
  )
}

export const authRoutes: RouteDef[] = [
  route("POST", "/api/auth/login", false, (ctx) => {
    const username = optString(ctx, "username").trim()
    const password = optString(ctx, "password")
    const errors: Record<string, string[]> = {}
    if (username === "") errors.username = ["请输入用户名"]
    if (password === "") errors.password = ["请输入密码"]
    if (Object.keys(errors).length > 0) throw invalidMany(errors)
    const security = ctx.app.security
    const now = security.now()
    const account = username.toLowerCase()
    const wait = security.brake.check(account, ctx.peer, now)
    if (wait) throw brakeError(wait)
    const user = ctx.db.users.find(
      (u) => (u.username === username || u.phone === username) && u.password === password,
    )
    if (!user) {
      security.brake.fail(account, ctx.peer, now)
      throw invalid("password", msg.loginFailed)
    }
    security.brake.succeed(account)
    // The session this browser had (whichever account) and the account's earlier ones end.
    if (ctx.session) ctx.db.sessions.delete(ctx.session.token)
    const maxAge = Math.floor(security.config.sessionAbsoluteMs / 1000)
    ctx.setCookie(sessionCookie(createSession(ctx.db, user, now), maxAge))
    return ok({ username: user.username, company: user.company }, msg.loggedIn)
  }),

  route("POST", "/api/sms/send", false, (ctx) => {
    const phone = optString(ctx, "phone").trim()
    const scene = optString(ctx, "scene")
    const registered = ctx.db.users.some((u) => u.phone === phone)
    if (scene === "register" && registered) throw invalid("phone", "该手机号已注册")
    if (scene === "forget" && !registered) throw invalid("phone", "该手机号未注册")
    const security = ctx.app.security
    const wait = security.codes.waitBeforeSend(phone, security.now())
    if (wait > 0) throw tooMany(Messages.edge.smsTooOften(wait / 1000), wait)
    security.codes.send(phone, DEV_SMS_CODE, security.now())
    return ok(null, msg.codeSent)
  }),

  route("POST", "/api/password/verify", false, (ctx) => {
    const phone = optString(ctx, "phone").trim()
    if (!ctx.db.users.some((u) => u.phone === phone)) throw invalid("phone", "该手机号未注册")
    checkSentCode(ctx, phone)
    const t = token()
    const now = ctx.app.security.now()
    for (const [old, entry] of ctx.db.resetTokens)
      if (entry.phone === phone || now - entry.createdAt > ctx.app.security.config.leftoverTtlMs)
        ctx.db.resetTokens.delete(old)
    ctx.db.resetTokens.set(t, { phone, createdAt: now })
    return ok({ reset_token: t })
  }),
  route("POST", "/api/password/reset", false, (ctx) => {
    const entry = ctx.db.resetTokens.get(optString(ctx, "reset_token"))
    const expired =
      entry !== undefined &&
      ctx.app.security.now() - entry.createdAt > ctx.app.security.config.leftoverTtlMs
    if (entry === undefined || expired) {
      ctx.db.resetTokens.delete(optString(ctx, "reset_token"))
      throw invalid("reset_token", "重置链接已失效，请重新验证")
    }
    const password = checkPasswords(ctx)
    for (const u of ctx.db.users) {
      if (u.phone !== entry.phone) continue
      u.password = password
      // A new password ends every session of the account.
      for (const [t, s] of ctx.db.sessions) if (s.userId === u.id) ctx.db.sessions.delete(t)
    }
    ctx.db.resetTokens.delete(optString(ctx, "reset_token"))
    return ok(null, msg.passwordChanged)
  }),

  route("GET", "/api/contract/status", true, (ctx) => {
    const user = requireUser(ctx)
    return ok({
      status: user.contractSigned ? 1 : 0,
      contract_url: "/static/contract/contract.svg",
      ...(user.contractSignedAt !== null
        ? { signed_at: formatDateTime(user.contractSignedAt) }
        : {}),
    })
  }),
  route("POST", "/api/contract/sign", true, (ctx) => {
    const user = requireUser(ctx)
    if (user.contractSigned) throw warn("电子合同已签署")
    if (optString(ctx, "agree") !== "1") throw invalidMany({ agree: ["请阅读并同意合同条款"] })
    user.contractSigned = true
    user.contractSignedAt = ctx.now
    return ok(null, "签署成功")
  }),
]

/**
 * A password change proves who is changing it: the current password (`old_password`, counted by
 * the sign-in brake) or an SMS code sent to the account's phone (`code`, 5 tries). Then every
 * other session of the account ends; the caller's stays.
 */
export function changePassword(ctx: Ctx, user: User, password: string): void {
  const security = ctx.app.security
  const now = security.now()
  const current = optString(ctx, "old_password")
  const code = optString(ctx, "code")
  if (current === "" && code === "")
    throw invalid("old_password", Messages.edge.passwordProofRequired)
  if (current !== "") {
    const account = user.username.toLowerCase()
    const wait = security.brake.check(account, ctx.peer, now)
    if (wait) throw brakeError(wait)
    if (current !== user.password) {
      security.brake.fail(account, ctx.peer, now)
      throw invalid("old_password", Messages.edge.passwordCurrentWrong)
    }
  } else {
    checkSentCode(ctx, user.phone)
  }
  user.password = password
  for (const [t, s] of ctx.db.sessions)
    if (s.userId === user.id && t !== ctx.session?.token) ctx.db.sessions.delete(t)
}
