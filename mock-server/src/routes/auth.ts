/** Log-in (session cookie), sign-up steps, SMS codes, password recovery and the e-contract. */
import { randomBytes } from "node:crypto"
import { invalid, invalidMany, ok, warn } from "../http/envelope.ts"
import { sessionCookie } from "../http/cookies.ts"
import { msg } from "../domain/messages.ts"
import { formatDateTime } from "../domain/time.ts"
import type { Db } from "../state/db.ts"
import type { User } from "../state/types.ts"
import { optString, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

/** The code every SMS "sends" in the dev back end. */
export const DEV_SMS_CODE = "123456"
const SESSION_DAYS = 7

function token(): string {
  return randomBytes(24).toString("hex")
}

export function createSession(db: Db, user: User, now: number): string {
  const t = token()
  db.sessions.set(t, { token: t, userId: user.id, createdAt: now })
  return t
}

function checkCode(ctx: Ctx, phone: string): void {
  const code = optString(ctx, "code")
  const sent = ctx.db.smsCodes.get(phone) ?? DEV_SMS_CODE
  if (code !== sent) throw invalid("code", "验证码错误")
}

function checkPasswords(ctx: Ctx): string {
  const password = optString(ctx, "password")
  if (password !== optString(ctx, "password_confirmation"))
    throw invalid("password_confirmation", "两次输入的密码不一致")
  return password
}

function registration(ctx: Ctx) {
  const t = optString(ctx, "register_token")
  const reg = ctx.db.registrations.get(t)
  if (!reg) throw invalid("register_token", "注册信息已失效，请重新注册")
  return { t, reg }
}

function step1(dd: boolean) {
  return (ctx: Ctx) => {
    const phone = optString(ctx, "phone").trim()
    if (ctx.db.users.some((u) => u.phone === phone || u.username === phone))
      throw invalid("phone", "该手机号已注册")
    checkCode(ctx, phone)
    const password = checkPasswords(ctx)
    const t = token()
    ctx.db.registrations.set(t, {
      phone,
      password,
      company: "",
      name: "",
      address: "",
      step: 2,
      dd,
    })
    return ok({ register_token: t, next_step: 2 })
  }
}

function step2(ctx: Ctx) {
  const { t, reg } = registration(ctx)
  reg.company = optString(ctx, "company").trim()
  reg.name = optString(ctx, "name").trim()
  reg.address = [
    optString(ctx, "province"),
    optString(ctx, "city"),
    optString(ctx, "district"),
    optString(ctx, "address"),
  ].join("")
  reg.step = 3
  return ok({ register_token: t, next_step: 3 })
}

function step3(ctx: Ctx) {
  const { t, reg } = registration(ctx)
  if (reg.step !== 3) throw invalid("register_token", "请先填写单位信息")
  const id = Math.max(...ctx.db.users.map((u) => u.id)) + 1
  ctx.db.users.push({
    id,
    username: reg.phone,
    password: reg.password,
    groupId: Math.max(...ctx.db.users.map((u) => u.groupId)) + 1,
    name: reg.name,
    phone: reg.phone,
    email: "",
    company: reg.company,
    face: `/static/face/face-${id}.svg`,
    rank: "普通会员",
    admin: null,
    address: reg.address,
    isPassed: 0,
    points: 0,
    money: 0,
    wechat: "",
    isShowYoux: 1,
    isSpecial: 0,
    isCanChat: 0,
    isAfterSale: 0,
    contractSigned: false,
    contractSignedAt: null,
    drawJoined: 0,
  })
  ctx.db.registrations.delete(t)
  return ok({ register_token: t, next_step: 0 }, "注册成功，请等待资质审核")
}

export const authRoutes: RouteDef[] = [
  route("POST", "/api/auth/login", false, (ctx) => {
    const username = optString(ctx, "username").trim()
    const password = optString(ctx, "password")
    const errors: Record<string, string[]> = {}
    if (username === "") errors.username = ["请输入用户名"]
    if (password === "") errors.password = ["请输入密码"]
    if (Object.keys(errors).length > 0) throw invalidMany(errors)
    const user = ctx.db.users.find(
      (u) => (u.username === username || u.phone === username) && u.password === password,
    )
    if (!user) throw invalid("password", msg.loginFailed)
    ctx.setCookie(sessionCookie(createSession(ctx.db, user, ctx.now), SESSION_DAYS * 86_400))
    return ok({ username: user.username, company: user.company }, msg.loggedIn)
  }),

  route("POST", "/api/sms/send", false, (ctx) => {
    const phone = optString(ctx, "phone").trim()
    const scene = optString(ctx, "scene")
    const registered = ctx.db.users.some((u) => u.phone === phone)
    if (scene === "register" && registered) throw invalid("phone", "该手机号已注册")
    if (scene === "forget" && !registered) throw invalid("phone", "该手机号未注册")
    ctx.db.smsCodes.set(phone, DEV_SMS_CODE)
    return ok(null, msg.codeSent)
  }),

  route("POST", "/api/register/step1", false, step1(false)),
  route("POST", "/api/register/step2", false, step2),
  route("POST", "/api/register/step3", false, step3),
  route("POST", "/api/register/dd/step1", false, step1(true)),
  route("POST", "/api/register/dd/step2", false, step2),
  route("POST", "/api/register/dd/step3", false, step3),
  route("POST", "/api/register/wechat", false, (ctx) => {
    const phone = optString(ctx, "phone").trim()
    if (ctx.db.users.some((u) => u.phone === phone)) throw invalid("phone", "该手机号已注册")
    checkCode(ctx, phone)
    const t = token()
    ctx.db.registrations.set(t, {
      phone,
      password: randomBytes(6).toString("hex"),
      company: "",
      name: "",
      address: "",
      step: 2,
      dd: false,
    })
    return ok({ register_token: t, next_step: 2 })
  }),

  route("POST", "/api/password/verify", false, (ctx) => {
    const phone = optString(ctx, "phone").trim()
    if (!ctx.db.users.some((u) => u.phone === phone)) throw invalid("phone", "该手机号未注册")
    checkCode(ctx, phone)
    const t = token()
    ctx.db.resetTokens.set(t, phone)
    return ok({ reset_token: t })
  }),
  route("POST", "/api/password/reset", false, (ctx) => {
    const phone = ctx.db.resetTokens.get(optString(ctx, "reset_token"))
    if (phone === undefined) throw invalid("reset_token", "重置链接已失效，请重新验证")
    const password = checkPasswords(ctx)
    for (const u of ctx.db.users) if (u.phone === phone) u.password = password
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
