import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { recordToasts } from "../../../test/toasts.ts"
import * as Model from "./model.ts"

const FB = Messages.member.feedback

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  Model.form.reset()
})
afterEach(() => vi.unstubAllGlobals())

const type = (v: { type: string; content: string; contact: string }) => {
  for (const [k, value] of Object.entries(v)) Model.form.setField(k as keyof typeof v, value)
}

describe("意见反馈", () => {
  it("offers the catalogue's types, numbered from 1 as the contract counts them", () => {
    expect(Model.typeOptions.map((o) => o.label)).toEqual([...FB.types])
    expect(Model.typeOptions.map((o) => o.value)).toEqual(FB.types.map((_, i) => String(i + 1)))
  })

  it("content under 5 characters or a contact that is neither phone nor e-mail: said, not sent", async () => {
    const fetch = installFetch({})
    type({ type: "2", content: "太慢了", contact: "qq12345" })
    await Model.submit()
    expect(Model.form.errors.value).toMatchObject({
      content: FB.contentTooShort,
      contact: FB.contactInvalid,
    })
    expect(fetch.calls).toHaveLength(0)
  })

  it("sends the type as its number and empties the form once taken", async () => {
    const fetch = installFetch({ "POST /api/user/feedback": ok(null, "提交成功") })
    type({ type: "3", content: "希望增加夜间配送", contact: "buyer@example.com" })
    await Model.submit()
    expect(Object.fromEntries(new URLSearchParams(fetch.calls[0]?.body ?? ""))).toEqual({
      type: "3",
      content: "希望增加夜间配送",
      contact: "buyer@example.com",
    })
    expect(toasts.success()).toEqual(["提交成功"])
    expect(Model.form.values.value).toEqual({ type: "", content: "", contact: "" })
  })

  it("what was typed survives a failed send and a reload of the page", async () => {
    installFetch({ "POST /api/user/feedback": envelope(50000, "服务器错误", 500) })
    type({ type: "1", content: "包装破损两次", contact: "13800138000" })
    await Model.submit()
    expect(Model.form.values.value.content).toBe("包装破损两次")
    expect(JSON.parse(window.sessionStorage.getItem("mall.feedback") ?? "{}")).toMatchObject({
      content: "包装破损两次",
      contact: "13800138000",
    })
  })
})
