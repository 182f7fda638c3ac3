import fc from "fast-check"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { returnPath } from "./loginModel.ts"
import * as Page from "./pageModel.ts"

const M = Messages.form

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  Page.contract.value = null
  Page.contractSigned.value = false
  Page.setSignName("")
  Page.setAgreed(false)
  Page.signErrors.value = {}
})
afterEach(() => vi.unstubAllGlobals())

describe("after signing in", () => {
  it("the buyer goes back to the app page of ?redirect=, with its query", () => {
    expect(returnPath("?redirect=%2Forder%3Ftab%3Dunpaid")).toBe("/order?tab=unpaid")
  })

  it("any redirect that is not an app path, or is the login itself, goes home", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom("https://elsewhere.example/order", "javascript:alert(1)", "/\\evil"),
          fc.string().filter((s) => !s.startsWith("/")),
          fc.string().map((s) => `//${s}`),
          fc.constant("/login"),
        ),
        (target) => {
          expect(returnPath(`?${new URLSearchParams({ redirect: target })}`)).toBe("/")
        },
      ),
    )
  })
})

describe("the login page's ad", () => {
  it("is asked for once a page load, silently; the first ad is shown", async () => {
    const ad = { image: "/static/ad/login.svg", url: "/yjh", name: "开年采购节" }
    const fetch = installFetch({ "GET /api/focus/login": ok([ad, { ...ad, name: "另一个" }]) })
    Page.loadLoginAd()
    Page.loadLoginAd()
    await vi.waitFor(() => expect(Page.loginAd.value).toEqual(ad))
    expect(fetch.count("GET /api/focus/login")).toBe(1)
  })
})

describe("电子合同", () => {
  it("reads whether the contract is signed", async () => {
    installFetch({ "GET /api/contract/status": ok({ status: 1, contract_url: "/c.pdf" }) })
    await Page.loadContract()
    expect(Page.contractSigned.value).toBe(true)
    expect(Page.contract.value?.contract_url).toBe("/c.pdf")
  })

  it("a failed read keeps what was known", async () => {
    installFetch({ "GET /api/contract/status": envelope(50000, "err", 500) })
    await Page.loadContract()
    expect(Page.contract.value).toBeNull()
    expect(Page.contractSigned.value).toBe(false)
  })

  it("signing without agreeing or with a one-character name says both, sends nothing", async () => {
    const fetch = installFetch({})
    Page.setSignName("王")
    await Page.signContract()
    expect(Page.signErrors.value).toEqual({
      agree: M.contractAgreeRequired,
      sign_name: M.signerNameLength,
    })
    expect(fetch.calls).toHaveLength(0)
  })

  it("ticking the box or editing the name takes that field's message away only", async () => {
    installFetch({})
    await Page.signContract()
    Page.setAgreed(true)
    expect(Page.signErrors.value.agree).toBeUndefined()
    expect(Page.signErrors.value.sign_name).toBe(M.signerNameRequired)
    Page.setSignName("王五")
    expect(Page.signErrors.value.sign_name).toBeUndefined()
  })

  it("signs with agree=1 and the trimmed name, says so and reads the status again", async () => {
    const fetch = installFetch({
      "POST /api/contract/sign": ok(null),
      "GET /api/contract/status": ok({ status: 1, contract_url: "/c.pdf" }),
    })
    Page.setAgreed(true)
    Page.setSignName(" 王五 ")
    await Page.signContract()
    expect(Object.fromEntries(new URLSearchParams(fetch.calls[0]?.body ?? ""))).toEqual({
      agree: "1",
      sign_name: "王五",
    })
    expect(toasts.success()).toEqual([Messages.contract.signed])
    expect(Page.contractSigned.value).toBe(true)
    expect(Page.signing.value).toBe(false)
  })

  it("a refused signature keeps the form and reads nothing again", async () => {
    const fetch = installFetch({ "POST /api/contract/sign": envelope(40000, "合同已签署") })
    Page.setAgreed(true)
    Page.setSignName("王五")
    await Page.signContract()
    expect(toasts.success()).toEqual([])
    expect(fetch.count("GET /api/contract/status")).toBe(0)
    expect(Page.signName.value).toBe("王五")
  })
})
