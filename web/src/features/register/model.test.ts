import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, held, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import * as Model from "./model.ts"

const E = Messages.registerErrors
/** 2026-11-27 12:00 in Shanghai. */
const NOW = Date.UTC(2026, 10, 27, 4)
const reg = Model.main

const step = (token: string) => ok({ register_token: token, next_step: 2 })
const bodyOf = (fetch: ReturnType<typeof installFetch>, path: string) =>
  new URLSearchParams(fetch.calls.find((c) => c.path === path)?.body ?? "")

const fillStep1 = (phone = "13800138000") => {
  reg.step1.setField("phone", phone)
  reg.step1.setField("code", "123456")
  reg.step1.setField("password", "abc12345")
  reg.step1.setField("confirm", "abc12345")
  reg.step1.setField("agree", "1")
}
const fillStep2 = () => {
  for (const [field, value] of Object.entries({
    company: "仁心大药房",
    company_type: "pharmacy",
    address: "天河路1号",
    name: "王五",
  }))
    reg.setStep2(field as "company", value)
  reg.setRegion("province", "广东省")
  reg.setRegion("city", "广州市")
  reg.setRegion("district", "天河区")
}
const png = (name = "licence.png") =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: "image/png" })

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  reg.restart()
  reg.step1.reset()
  reg.step2.reset()
  reg.scopeIds.value = []
  reg.scopeError.value = undefined
  reg.licenceErrors.value = {}
  reg.files.value = {}
})
afterEach(() => vi.unstubAllGlobals())

describe("registration, step 1", () => {
  it("signs up the phone; the token and phone are kept over a reload, never the password or code", async () => {
    const fetch = installFetch({ "POST /api/register/step1": step("tok-1") })
    fillStep1()
    expect(await reg.submitStep1()).toBe(true)
    expect(Object.fromEntries(bodyOf(fetch, "/api/register/step1"))).toEqual({
      phone: "13800138000",
      code: "123456",
      password: "abc12345",
      password_confirmation: "abc12345",
    })
    expect(reg.draft.value).toMatchObject({ token: "tok-1", phone: "13800138000", reached: 2 })
    expect(reg.step1.values.value).toMatchObject({ code: "", password: "", confirm: "" })
    const kept = Object.keys(window.sessionStorage).map((k) => window.sessionStorage.getItem(k))
    expect(kept.join()).toContain("tok-1")
    expect(kept.join()).not.toContain("abc12345")
    // the code is used up: a reload must not put it back into step 1
    expect(kept.join()).not.toContain("123456")
  })

  it("back on step 1 with the same phone and nothing new typed, step 2 opens without signing up again", async () => {
    const fetch = installFetch({ "POST /api/register/step1": step("tok-1") })
    fillStep1()
    await reg.submitStep1()
    expect(await reg.submitStep1()).toBe(true)
    expect(fetch.count("POST /api/register/step1")).toBe(1)
  })

  it("the single-store variant signs up through its own call", async () => {
    const fetch = installFetch({ "POST /api/register/dd/step1": step("tok-dd") })
    Model.dd.step1.fill({
      phone: "13800138000",
      code: "123456",
      password: "abc12345",
      confirm: "abc12345",
      agree: "1",
    })
    expect(await Model.dd.submitStep1()).toBe(true)
    expect(fetch.count("POST /api/register/dd/step1")).toBe(1)
    Model.dd.restart()
  })

  it("the server's password_confirmation message lands on 确认密码; step 2 stays closed", async () => {
    installFetch({
      "POST /api/register/step1": envelope(422, "两次密码不一致", 422, {
        errors: { password_confirmation: ["两次密码不一致"] },
      }),
    })
    fillStep1()
    expect(await reg.submitStep1()).toBe(false)
    expect(reg.step1.errors.value.confirm).toBe("两次密码不一致")
    expect(reg.draft.value.reached).toBe(1)
  })
})

describe("registration, step 2", () => {
  const atStep2 = async () => {
    installFetch({ "POST /api/register/step1": step("tok-2") })
    fillStep1()
    await reg.submitStep1()
  }

  it("without a business scope nothing is sent, and the scope says why", async () => {
    await atStep2()
    const fetch = installFetch({})
    fillStep2()
    expect(await reg.submitStep2()).toBe(false)
    expect(reg.scopeError.value).toBe(E.scopeRequired)
    expect(fetch.calls).toHaveLength(0)
    reg.toggleScope(3, true)
    expect(reg.scopeError.value).toBeUndefined()
  })

  it("sends the company with the token and the chosen scopes, then opens step 3", async () => {
    await atStep2()
    const fetch = installFetch({ "POST /api/register/step2": step("tok-2") })
    fillStep2()
    reg.toggleScope(3, true)
    reg.toggleScope(5, true)
    reg.toggleScope(3, false)
    reg.toggleScope(7, true)
    expect(await reg.submitStep2()).toBe(true)
    const sent = bodyOf(fetch, "/api/register/step2")
    expect(sent.get("register_token")).toBe("tok-2")
    expect(sent.getAll("jyfw_ids")).toEqual(["5", "7"])
    expect(Object.fromEntries(sent)).toMatchObject({
      company: "仁心大药房",
      company_type: "pharmacy",
      province: "广东省",
      city: "广州市",
      district: "天河区",
    })
    expect(reg.draft.value.reached).toBe(3)
  })

  it("what was typed on step 2 survives a reload before it is sent", async () => {
    await atStep2()
    fillStep2()
    reg.toggleScope(5, true)
    reg.refresh()
    expect(reg.draft.value.step2).toMatchObject({ company: "仁心大药房", city: "广州市" })
    expect(reg.draft.value.scopeIds).toEqual([5])
  })

  it("another province takes away a city and district that are not in it", () => {
    fillStep2()
    reg.setRegion("province", "浙江省")
    expect(reg.step2.values.value).toMatchObject({ province: "浙江省", city: "", district: "" })
  })

  it("a token the server no longer knows starts the registration afresh", async () => {
    await atStep2()
    installFetch({
      "POST /api/register/step2": envelope(422, "请重新注册", 422, {
        errors: { register_token: ["请重新注册"] },
      }),
    })
    fillStep2()
    reg.toggleScope(5, true)
    expect(await reg.submitStep2()).toBe(false)
    expect(reg.draft.value).toMatchObject({ token: "", reached: 1 })
  })
})

describe("registration, step 3: the documents", () => {
  const atStep3 = async () => {
    installFetch({
      "POST /api/register/step1": step("tok-3"),
      "POST /api/register/step2": step("tok-3"),
    })
    fillStep1()
    await reg.submitStep1()
    fillStep2()
    reg.toggleScope(5, true)
    await reg.submitStep2()
  }
  const fill = (kind: "business" | "drug", image: string) => {
    reg.setLicence(kind, "number", `91440101MA${kind === "drug" ? "2" : "1"}`)
    reg.setLicence(kind, "validUntil", "2030-12-31")
    reg.setLicence(kind, "image", image)
  }

  it("a pharmacy's missing documents are said on their fields, the first toasted; nothing is sent", async () => {
    await atStep3()
    const fetch = installFetch({})
    fill("business", "/static/uploads/a.png")
    expect(await reg.submitStep3(NOW)).toBe(false)
    expect(reg.licenceErrors.value).toEqual({
      drug_image: E.licenceImageRequired(Messages.licenceNames.drug),
      drug_number: E.licenceNumberRequired(Messages.licenceNames.drug),
      drug_valid_until: E.licenceDateRequired(Messages.licenceNames.drug),
    })
    expect(toasts.error()).toEqual([E.licenceImageRequired(Messages.licenceNames.drug)])
    expect(fetch.calls).toHaveLength(0)
    reg.setLicence("drug", "number", "X1234")
    expect(reg.licenceErrors.value.drug_number).toBeUndefined()
  })

  it("sends the documents as parallel lists with the token; only the phone is kept after", async () => {
    await atStep3()
    const fetch = installFetch({
      "POST /api/register/step3": ok({ register_token: "", next_step: 4 }),
    })
    fill("business", "/static/uploads/a.png")
    fill("drug", "/static/uploads/b.png")
    expect(await reg.submitStep3(NOW)).toBe(true)
    const sent = bodyOf(fetch, "/api/register/step3")
    expect(sent.get("register_token")).toBe("tok-3")
    expect(sent.getAll("licence_type")).toEqual(["business", "drug"])
    expect(sent.getAll("licence_image")).toEqual(["/static/uploads/a.png", "/static/uploads/b.png"])
    expect(reg.draft.value).toMatchObject({ reached: 4, phone: "13800138000", token: "" })
    expect(reg.step2.values.value.company).toBe("")
  })

  it("the server's message on a document lands on its field", async () => {
    await atStep3()
    installFetch({
      "POST /api/register/step3": envelope(422, "证件编号有误", 422, {
        errors: { drug_number: ["证件编号有误"] },
      }),
    })
    fill("business", "/static/uploads/a.png")
    fill("drug", "/static/uploads/b.png")
    expect(await reg.submitStep3(NOW)).toBe(false)
    expect(reg.licenceErrors.value).toEqual({ drug_number: "证件编号有误" })
    expect(reg.draft.value.reached).toBe(3)
  })

  it("a picture is sent with the sign-up's token; a refused one keeps the picture before", async () => {
    await atStep3()
    const fetch = installFetch({
      "POST /api/upload": ok({
        url: "/static/uploads/x.png",
        name: "licence.png",
        type: "image/png",
        size: 7,
      }),
    })
    await reg.upload("drug", png())
    expect(bodyOf(fetch, "/api/upload").get("register_token")).toBe("tok-3")
    expect(reg.draft.value.licences.drug?.image).toBe("/static/uploads/x.png")
    expect(reg.files.value.drug?.name).toBe("licence.png")
    fetch.routes["POST /api/upload"] = envelope(40000, "上传失败")
    await reg.upload("drug", png("second.png"))
    expect(reg.files.value.drug?.name).toBe("licence.png")
    expect(reg.uploading.value).toEqual({})
  })

  it("a second document's picture chosen while the first is being sent keeps both", async () => {
    await atStep3()
    const stored = (name: string) =>
      ok({ url: `/static/uploads/${name}.png`, name: `${name}.png`, type: "image/png", size: 7 })
    const first = held(stored("business"))
    const replies = [first.reply, stored("drug")]
    const fetch = installFetch({
      "POST /api/upload": async () => {
        const next = replies.shift()
        if (next === undefined) throw new Error("a third upload")
        return typeof next === "function" ? next() : next
      },
    })
    const business = reg.upload("business", png("business.png"))
    await vi.waitFor(() => expect(fetch.count("POST /api/upload")).toBe(1))
    const drug = reg.upload("drug", png("drug.png"))
    // whatever the second upload does by itself (its file read, its request) is let happen: it
    // waits for the first instead of sending and so cancelling it (the same path, spec §9)
    for (let i = 0; i < 10; i++) await new Promise((next) => setTimeout(next, 0))
    expect(fetch.count("POST /api/upload")).toBe(1)
    // both documents show their picture as being sent
    expect(reg.uploading.value).toEqual({ business: 1, drug: 1 })
    first.release()
    await Promise.all([business, drug])
    expect(fetch.count("POST /api/upload")).toBe(2)
    expect(reg.draft.value.licences.business?.image).toBe("/static/uploads/business.png")
    expect(reg.draft.value.licences.drug?.image).toBe("/static/uploads/drug.png")
    expect(reg.files.value.business?.name).toBe("business.png")
    expect(reg.files.value.drug?.name).toBe("drug.png")
    expect(reg.uploading.value).toEqual({})
    expect(toasts.error()).toEqual([])
  })

  it("a file of another type is refused on its field before anything is sent; 移除 takes a picture off", async () => {
    await atStep3()
    const fetch = installFetch({})
    await reg.upload("business", new File(["GIF89a"], "a.gif", { type: "image/gif" }))
    expect(reg.licenceErrors.value.business_image).toBeDefined()
    expect(fetch.calls).toHaveLength(0)
    fill("business", "/static/uploads/a.png")
    reg.removeImage("business")
    expect(reg.draft.value.licences.business?.image).toBe("")
  })
})

describe("a registration started by the WeChat bind", () => {
  it("goes on at step 2 with the phone and the token it was given", () => {
    reg.adopt("13900139000", "tok-wx")
    expect(reg.draft.value).toMatchObject({ phone: "13900139000", token: "tok-wx", reached: 2 })
    expect(reg.step1.values.value.phone).toBe("13900139000")
  })

  it("each variant has its own heading", () => {
    expect(Model.headingOf("main")).toBe(Messages.register.heading)
    expect(Model.headingOf("dd")).toBe(Messages.register.ddHeading)
  })
})
