/** Registration over HTTP against a strict back end: every answer is checked against openapi.yaml. */
import { beforeEach, describe, expect, it } from "vitest"
import { data, serverPerFile } from "./support.ts"
import type { Answer, Client } from "./support.ts"

const server = serverPerFile()
let guest: Client

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
const DEMO_PHONE = "13912345678"
const PASSWORD = "abc12345"
const COMPANY = {
  company: "广州市新康大药房有限公司",
  company_type: "pharmacy",
  province: "广东省",
  city: "广州市",
  district: "海珠区",
  address: "江南大道中100号",
  name: "陈新",
  jyfw_ids: [1, 2, 5],
}

beforeEach(async () => {
  guest = server.client()
})

const fieldsOf = (a: Answer) => Object.keys(a.body.errors ?? {})
const usersCount = () => server.app.db.users.length

async function sendCode(c: Client, phone: string, scene = "register") {
  return data(await c.post("/api/sms/send", { phone, scene }))
}

async function step1(c: Client, phone: string, prefix = "/api/register") {
  await sendCode(c, phone)
  const a = await c.post(`${prefix}/step1`, {
    phone,
    code: "123456",
    password: PASSWORD,
    password_confirmation: PASSWORD,
  })
  return data<{ register_token: string; next_step: number }>(a).register_token
}

async function upload(c: Client, token: string): Promise<string> {
  const a = await c.post("/api/upload", {
    kind: "licence",
    name: "证件.png",
    content: PNG,
    register_token: token,
  })
  return data<{ url: string }>(a).url
}

async function licences(c: Client, token: string, kinds: string[], validUntil = "2035-12-31") {
  const images: string[] = []
  for (const _ of kinds) images.push(await upload(c, token))
  return {
    register_token: token,
    licence_type: kinds,
    licence_number: kinds.map((_, i) => `粤AA020${1000 + i}`),
    licence_valid_until: kinds.map(() => validUntil),
    licence_image: images,
  }
}

describe("registration", () => {
  it("registers a company in three steps; it logs in, awaits review, its licences are pending", async () => {
    const phone = "13700001111"
    const t = await step1(guest, phone)
    expect(
      data(await guest.post("/api/register/step2", { register_token: t, ...COMPANY })),
    ).toEqual({ register_token: t, next_step: 3 })
    const done = await guest.post(
      "/api/register/step3",
      await licences(guest, t, ["business", "drug"]),
    )
    expect(data(done)).toMatchObject({ next_step: 0 })
    expect(done.body.message).toBe("注册成功，请等待资质审核")

    const member = server.client()
    data(await member.login(phone, PASSWORD))
    // a new company signs its e-contract first (every member call answers 459 until then)
    expect((await member.get("/api/user/zizhi")).status).toBe(459)
    data(await member.post("/api/contract/sign", { agree: 1, sign_name: "陈新" }))
    const base = data<{ is_passed: number; company: string; phone: string }>(
      await member.get("/api/user/base"),
    )
    expect(base).toMatchObject({ is_passed: 0, company: COMPANY.company, phone })
    const zizhi = data<{ name: string; status: number; image: string }[]>(
      await member.get("/api/user/zizhi"),
    )
    expect(zizhi.map((z) => [z.name, z.status])).toEqual([
      ["营业执照", 0],
      ["药品经营许可证", 0],
    ])
    const scope = data<{ name: string; is_checked: number }[]>(await member.get("/api/user/jyfw"))
    expect(scope.filter((s) => s.is_checked === 1).map((s) => s.name)).toEqual([
      "中成药",
      "化学药制剂",
      "中药饮片",
    ])
    // the licence picture is the new company's now
    const picture = await fetch(new URL(zizhi[0]!.image, server.url), {
      headers: { cookie: member.cookie },
    })
    expect(picture.status).toBe(200)
  })

  it("offers the business scopes", async () => {
    const scopes = data<{ id: number; name: string }[]>(await guest.get("/api/register/jyfw"))
    expect(scopes.length).toBeGreaterThan(5)
    expect(scopes[0]).toEqual({ id: 1, name: "中成药", is_checked: 0 })
  })

  it("refuses a phone already in use, at the SMS and at step 1", async () => {
    const sms = await guest.post("/api/sms/send", { phone: DEMO_PHONE, scene: "register" })
    expect(sms.status).toBe(422)
    expect(sms.body.errors).toEqual({ phone: ["该手机号已注册"] })
    const a = await guest.post("/api/register/step1", {
      phone: DEMO_PHONE,
      code: "123456",
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    expect(a.status).toBe(422)
    expect(a.body.errors).toEqual({ phone: ["该手机号已注册"] })
  })

  it("refuses a wrong code, a code never sent and a replayed code", async () => {
    const body = (phone: string, code: string) => ({
      phone,
      code,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    const notSent = await guest.post("/api/register/step1", body("13700002222", "123456"))
    expect(notSent.status).toBe(422)
    expect(fieldsOf(notSent)).toEqual(["code"])

    await sendCode(guest, "13700003333")
    const wrong = await guest.post("/api/register/step1", body("13700003333", "654321"))
    expect(wrong.body.errors).toEqual({ code: ["验证码错误"] })
    const right = await guest.post("/api/register/step1", body("13700003333", "123456"))
    expect(right.status).toBe(200)
    const replayed = await guest.post("/api/register/step1", body("13700003333", "123456"))
    expect(replayed.status).toBe(422)
    expect(fieldsOf(replayed)).toEqual(["code"])
  })

  it("refuses a weak password and a confirmation that differs, keeping the code", async () => {
    const phone = "13700004444"
    await sendCode(guest, phone)
    const weak = await guest.post("/api/register/step1", {
      phone,
      code: "123456",
      password: "abcdefgh",
      password_confirmation: "abcdefgh",
    })
    expect(weak.body.errors).toEqual({ password: ["密码须包含字母、数字、符号中的至少两种"] })
    const differs = await guest.post("/api/register/step1", {
      phone,
      code: "123456",
      password: PASSWORD,
      password_confirmation: "abc12346",
    })
    expect(fieldsOf(differs)).toEqual(["password_confirmation"])
    const ok = await guest.post("/api/register/step1", {
      phone,
      code: "123456",
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    expect(ok.status).toBe(200)
  })

  it("checks the company: type of the variant, scope, every field named", async () => {
    const t = await step1(guest, "13700005555", "/api/register/dd")
    const chain = await guest.post("/api/register/dd/step2", {
      register_token: t,
      ...COMPANY,
      company_type: "chain",
    })
    expect(chain.body.errors).toEqual({ company_type: ["请选择单位类型"] })
    const blank = await guest.post("/api/register/dd/step2", {
      register_token: t,
      ...COMPANY,
      city: " ",
      district: "",
    })
    expect(blank.status).toBe(422)
    expect(blank.body.errors).toEqual({ city: ["请选择城市"], district: ["请选择区/县"] })
    const unknownScope = await guest.post("/api/register/dd/step2", {
      register_token: t,
      ...COMPANY,
      jyfw_ids: [99],
    })
    expect(fieldsOf(unknownScope)).toEqual(["jyfw_ids"])
    // the token of the single-store sign-up does not open the main one
    const other = await guest.post("/api/register/step2", { register_token: t, ...COMPANY })
    expect(fieldsOf(other)).toEqual(["register_token"])
    const clinic = await guest.post("/api/register/dd/step2", {
      register_token: t,
      ...COMPANY,
      company_type: "clinic",
    })
    expect(clinic.status).toBe(200)
    // a clinic needs its medical licence, not a drug licence
    const missing = await guest.post(
      "/api/register/dd/step3",
      await licences(guest, t, ["business", "drug"]),
    )
    expect(fieldsOf(missing).sort()).toEqual([
      "medical_image",
      "medical_number",
      "medical_valid_until",
    ])
    const ok = await guest.post(
      "/api/register/dd/step3",
      await licences(guest, t, ["business", "medical"]),
    )
    expect(ok.status).toBe(200)
  })

  it("refuses step 3 before step 2, an expired licence, and a picture that is not the sign-up's own", async () => {
    const before = usersCount()
    const t = await step1(guest, "13700006666")
    const early = await guest.post(
      "/api/register/step3",
      await licences(guest, t, ["business", "drug"]),
    )
    expect(fieldsOf(early)).toEqual(["register_token"])
    data(await guest.post("/api/register/step2", { register_token: t, ...COMPANY }))
    const expired = await guest.post(
      "/api/register/step3",
      await licences(guest, t, ["business", "drug"], "2020-01-01"),
    )
    expect(expired.body.errors).toMatchObject({
      drug_valid_until: ["药品经营许可证已过期，请上传有效证件"],
    })
    // another company's upload (demo's) is refused and nothing is created
    const demo = server.client()
    await demo.login("demo")
    const foreign = data<{ url: string }>(
      await demo.post("/api/upload", { kind: "licence", name: "x.png", content: PNG }),
    ).url
    const body = await licences(guest, t, ["business", "drug"])
    const stolen = await guest.post("/api/register/step3", {
      ...body,
      licence_image: [body.licence_image[0]!, foreign],
    })
    expect(stolen.body.errors).toEqual({ drug_image: ["证件照片地址无效，请重新上传"] })
    expect(usersCount()).toBe(before)
    const lists = await guest.post("/api/register/step3", {
      ...body,
      licence_number: [body.licence_number[0]!],
    })
    expect(fieldsOf(lists)).toEqual(["licence_type"])
    expect(usersCount()).toBe(before)
    expect((await guest.post("/api/register/step3", body)).status).toBe(200)
    expect(usersCount()).toBe(before + 1)
    // the token is spent
    const again = await guest.post("/api/register/step3", body)
    expect(fieldsOf(again)).toEqual(["register_token"])
  })

  it("lets a guest upload licences only for a sign-up in progress", async () => {
    const none = await guest.post("/api/upload", { kind: "licence", name: "x.png", content: PNG })
    expect(none.status).toBe(401)
    const bogus = await guest.post("/api/upload", {
      kind: "licence",
      name: "x.png",
      content: PNG,
      register_token: "rg_nope",
    })
    expect(bogus.status).toBe(401)
    const t = await step1(guest, "13700007777")
    const receipt = await guest.post("/api/upload", {
      kind: "receipt",
      name: "x.png",
      content: PNG,
      register_token: t,
    })
    expect(fieldsOf(receipt)).toEqual(["kind"])
  })
})

describe("WeChat bind", () => {
  it("binds a registered phone to the WeChat sign-in and signs in", async () => {
    await sendCode(guest, DEMO_PHONE, "bind")
    const a = await guest.post("/api/register/wechat", {
      wechat_code: "wxcode1",
      phone: DEMO_PHONE,
      code: "123456",
    })
    expect(data(a)).toEqual({ register_token: "", next_step: 0 })
    const base = data<{ username: string; wechat: string }>(await guest.get("/api/user/base"))
    expect(base.username).toBe("demo")
    expect(server.app.db.users.find((u) => u.username === "demo")?.wechat).toBe("wx_wxcode1")
  })

  it("a new phone sets a password and continues the sign-up at step 2", async () => {
    const phone = "13700008888"
    await sendCode(guest, phone, "bind")
    const noPassword = await guest.post("/api/register/wechat", {
      wechat_code: "wxcode2",
      phone,
      code: "123456",
    })
    expect(fieldsOf(noPassword)).toEqual(["password"])
    const a = await guest.post("/api/register/wechat", {
      wechat_code: "wxcode2",
      phone,
      code: "123456",
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    const { register_token: t, next_step } = data<{ register_token: string; next_step: number }>(a)
    expect(next_step).toBe(2)
    data(await guest.post("/api/register/step2", { register_token: t, ...COMPANY }))
    data(await guest.post("/api/register/step3", await licences(guest, t, ["business", "drug"])))
    const member = server.client()
    data(await member.login(phone, PASSWORD))
    expect(server.app.db.users.find((u) => u.phone === phone)?.wechat).toBe("wx_wxcode2")
  })

  it("refuses a wrong code and binds nothing", async () => {
    await sendCode(guest, DEMO_PHONE, "bind")
    const a = await guest.post("/api/register/wechat", {
      wechat_code: "wxcode3",
      phone: DEMO_PHONE,
      code: "000000",
    })
    expect(fieldsOf(a)).toEqual(["code"])
    expect(server.app.db.users.find((u) => u.username === "demo")?.wechat).toBe("wx_demo")
    expect((await guest.get("/api/user/base")).body.data).not.toMatchObject({ username: "demo" })
  })
})
