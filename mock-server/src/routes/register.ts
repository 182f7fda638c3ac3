/**
 * Member registration: step 1 (phone, SMS code, password), step 2 (company, type, region,
 * business scope), step 3 (qualification documents: which are required depends on the company
 * type, core Registration), the single-store variant /api/register/dd/* (pharmacies and clinics
 * only) and the WeChat bind (/api/register/wechat: a registered phone gets the WeChat sign-in and
 * a session, a new phone continues at step 2). An SMS code counts only once it was sent and only
 * once (a replayed code is refused); unfinished sign-ups expire (auth.ts).
 */
import { randomBytes } from "node:crypto"
import { Result } from "effect"
import { parseDate } from "@mall/core/DateTime"
import * as Messages from "@mall/core/Messages"
import * as Registration from "@mall/core/Registration"
import * as RegistrationChecks from "@mall/core/RegistrationChecks"
import * as RegistrationWire from "@mall/core/RegistrationWire"
import { invalid, invalidMany, ok } from "../http/envelope.ts"
import { sessionCookie } from "../http/cookies.ts"
import { nextId } from "../state/db.ts"
import type { Db } from "../state/db.ts"
import { checkPasswords, checkSentCode, checkSignUpLimit, createSession } from "./auth.ts"
import { optString, value } from "./input.ts"
import { adoptRegistrationUploads, registrationUpload } from "./upload.ts"
import { SCOPES } from "./licences.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

type Pending = Db["registrations"] extends Map<string, infer R> ? R : never

const PHONE_TAKEN = "该手机号已注册"
const EXPIRED = "注册信息已失效，请重新注册"

/** Business scopes a buyer can pick at registration (ids as GET /api/user/jyfw). */
export const scopeOptions = () => SCOPES.map((name, id) => ({ id: id + 1, name, is_checked: 0 }))

function phoneTaken(db: Db, phone: string): boolean {
  return db.users.some((u) => u.phone === phone || u.username === phone)
}

function toErrors(errors: Readonly<Record<string, string | undefined>>): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [k, v] of Object.entries(errors)) if (v !== undefined) out[k] = [v]
  return out
}

function list(ctx: Ctx, name: string): unknown[] {
  const v = value(ctx, name)
  return v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]
}

function startRegistration(ctx: Ctx, phone: string, password: string, dd: boolean, wechat = "") {
  const t = `rg_${randomBytes(16).toString("hex")}`
  const reg: Pending = {
    phone,
    password,
    company: "",
    name: "",
    address: "",
    step: 2,
    dd,
    companyType: "",
    scopeIds: [],
    wechat,
    createdAt: ctx.app.security.now(),
  }
  ctx.db.registrations.set(t, reg)
  return ok({ register_token: t, next_step: 2 })
}

/** The registration of the token, if it has not expired and belongs to this variant. */
function pending(ctx: Ctx, dd: boolean): { t: string; reg: Pending } {
  const t = optString(ctx, "register_token")
  const reg = ctx.db.registrations.get(t)
  const security = ctx.app.security
  if (reg && security.now() - reg.createdAt > security.config.leftoverTtlMs)
    ctx.db.registrations.delete(t)
  if (!reg || !ctx.db.registrations.has(t) || reg.dd !== dd)
    throw invalid("register_token", EXPIRED)
  return { t, reg }
}

function step1(dd: boolean) {
  return (ctx: Ctx) => {
    const phone = optString(ctx, "phone").trim()
    if (phoneTaken(ctx.db, phone)) throw invalid("phone", PHONE_TAKEN)
    checkSignUpLimit(ctx, phone)
    const password = checkPasswords(ctx)
    checkSentCode(ctx, phone)
    return startRegistration(ctx, phone, password, dd)
  }
}

function step2(dd: boolean) {
  return (ctx: Ctx) => {
    const { t, reg } = pending(ctx, dd)
    const input = Object.fromEntries(
      RegistrationChecks.STEP2_FIELDS.map((k) => [k, optString(ctx, k)]),
    ) as Record<RegistrationChecks.Step2Field, string>
    const ids = list(ctx, RegistrationChecks.SCOPE_FIELD).map((v) => Number(v))
    const checked = RegistrationChecks.validateStep2(dd ? "dd" : "main", input, ids)
    if (Result.isFailure(checked)) throw invalidMany(toErrors(checked.failure))
    const company = checked.success
    if (company.scopeIds.some((id) => id > SCOPES.length))
      throw invalid(RegistrationChecks.SCOPE_FIELD, Messages.registerErrors.scopeRequired)
    const v = company.values
    reg.company = v.company
    reg.name = v.name
    reg.address = `${v.province}${v.city}${v.district}${v.address}`
    reg.companyType = company.companyType
    reg.scopeIds = [...company.scopeIds]
    reg.step = 3
    return ok({ register_token: t, next_step: 3 })
  }
}

function step3(dd: boolean) {
  return (ctx: Ctx) => {
    const { t, reg } = pending(ctx, dd)
    if (reg.step !== 3 || !Registration.isCompanyType(reg.companyType))
      throw invalid("register_token", "请先填写单位信息")
    const input = RegistrationWire.fromLists({
      licence_type: list(ctx, "licence_type"),
      licence_number: list(ctx, "licence_number"),
      licence_valid_until: list(ctx, "licence_valid_until"),
      licence_image: list(ctx, "licence_image"),
    })
    if (input === null) throw invalid("licence_type", "证件信息不完整，请重新填写")
    const checked = RegistrationChecks.validateLicences(reg.companyType, input, ctx.now)
    if (Result.isFailure(checked)) throw invalidMany(toErrors(checked.failure))
    for (const e of checked.success)
      if (!registrationUpload(ctx.db, t, e.image))
        throw invalid(Registration.licenceField(e.kind, "image"), "证件照片地址无效，请重新上传")
    if (phoneTaken(ctx.db, reg.phone)) {
      ctx.db.registrations.delete(t)
      throw invalid("phone", PHONE_TAKEN)
    }
    const db = ctx.db
    const id = Math.max(0, ...db.users.map((u) => u.id)) + 1
    const groupId = Math.max(0, ...db.users.map((u) => u.groupId)) + 1
    db.users.push({
      id,
      username: reg.phone,
      password: reg.password,
      groupId,
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
      wechat: reg.wechat,
      isShowYoux: 1,
      isSpecial: 0,
      isCanChat: 0,
      isAfterSale: 0,
      contractSigned: false,
      contractSignedAt: null,
      drawJoined: 0,
    })
    db.imageLabels.set(`face-${id}`, {
      text: reg.name.slice(0, 1) || "新",
      sub: "",
      color: "#1677ff",
      width: 80,
      height: 80,
    })
    db.businessScope.set(
      groupId,
      reg.scopeIds.map((i) => SCOPES[i - 1] ?? "").filter((n) => n !== ""),
    )
    for (const e of checked.success) {
      db.qualifications.push({
        id: nextId(db, "qualifications"),
        userId: id,
        name: Registration.licenceName(e.kind),
        number: e.number,
        image: e.image,
        // a day that exists: validateLicences checked it
        expiresAt: parseDate(e.validUntil) ?? 0,
        status: 0,
      })
    }
    const created = db.users[db.users.length - 1]
    if (created) adoptRegistrationUploads(db, t, created)
    db.registrations.delete(t)
    return ok({ register_token: t, next_step: 0 }, "注册成功，请等待资质审核")
  }
}

function wechat(ctx: Ctx) {
  const phone = optString(ctx, "phone").trim()
  const wechatId = `wx_${optString(ctx, "wechat_code").trim()}`
  const user = ctx.db.users.find((u) => u.phone === phone)
  if (user) {
    checkSentCode(ctx, phone)
    user.wechat = wechatId
    const security = ctx.app.security
    if (ctx.session) ctx.db.sessions.delete(ctx.session.token)
    const maxAge = Math.floor(security.config.sessionAbsoluteMs / 1000)
    ctx.setCookie(sessionCookie(createSession(ctx.db, user, security.now()), maxAge))
    return ok({ register_token: "", next_step: 0 }, "绑定成功")
  }
  checkSignUpLimit(ctx, phone)
  if (optString(ctx, "password") === "") throw invalid("password", Messages.form.passwordRequired)
  const password = checkPasswords(ctx)
  checkSentCode(ctx, phone)
  return startRegistration(ctx, phone, password, false, wechatId)
}

export const registerRoutes: RouteDef[] = [
  route("GET", "/api/register/jyfw", false, () => ok(scopeOptions())),
  route("POST", "/api/register/step1", false, step1(false)),
  route("POST", "/api/register/step2", false, step2(false)),
  route("POST", "/api/register/step3", false, step3(false)),
  route("POST", "/api/register/dd/step1", false, step1(true)),
  route("POST", "/api/register/dd/step2", false, step2(true)),
  route("POST", "/api/register/dd/step3", false, step3(true)),
  route("POST", "/api/register/wechat", false, wechat),
]
