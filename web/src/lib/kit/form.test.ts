import * as ApiOutcome from "@mall/core/ApiOutcome"
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import * as toast from "../ui/toast.ts"
import { createForm } from "./form.ts"

const M = Messages.form
const fields = {
  phone: { checks: [Forms.required(M.phoneRequired)], trim: true },
  code: { checks: [Forms.required(M.codeRequired)], trim: true },
  password: { checks: [Forms.required(M.passwordRequired)], trim: false },
  confirm: { checks: [Forms.sameAs("password", M.confirmMismatch)], trim: false },
} satisfies Forms.Form<string>
const initial = { phone: "", code: "", password: "", confirm: "" }
const filled = { phone: "13800138000", code: "123456", password: "secret1", confirm: "secret1" }

let notifyError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  window.sessionStorage.clear()
  notifyError = vi.spyOn(toast, "notifyError").mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

const fill = (form: ReturnType<typeof createForm<keyof typeof fields>>) => {
  for (const [k, v] of Object.entries(filled)) form.setField(k as keyof typeof fields, v)
}

describe("form kit", () => {
  it("checks every field before sending: nothing is sent while a field is wrong", async () => {
    const form = createForm({ fields, initial })
    const send = vi.fn()
    await expect(form.submit(send)).resolves.toBeNull()
    expect(send).not.toHaveBeenCalled()
    expect(form.errors.value.phone).toBe(M.phoneRequired)
    expect(form.focusRequest.value?.field).toBe("phone")
    form.setField("phone", "23800138000")
    expect(form.errors.value.phone).toBeUndefined()
  })

  it("sends the checked values once, disabled while sending", async () => {
    const form = createForm({ fields, initial })
    fill(form)
    let release: () => void = () => {}
    const send = vi.fn(
      (v: unknown) =>
        new Promise<ApiOutcome.Outcome>((resolve) => {
          release = () => resolve({ _tag: "Success", code: 10000, message: "", data: v })
        }),
    )
    const first = form.submit(send)
    expect(form.submitting.value).toBe(true)
    await expect(form.submit(send)).resolves.toBeNull()
    release()
    await expect(first).resolves.toMatchObject({ _tag: "Success" })
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0]).toEqual(filled)
    expect(form.submitting.value).toBe(false)
  })

  it("puts a 422's messages under their fields, toasts the first, keeps what was typed", async () => {
    const form = createForm({ fields, initial })
    fill(form)
    const outcome = new ApiOutcome.FormInvalid({
      message: "该手机号已注册",
      errors: { phone: ["该手机号已注册"], other: ["x"] },
    })
    await form.submit(() => Promise.resolve(outcome))
    expect(form.errors.value).toEqual({ phone: "该手机号已注册" })
    expect(notifyError).toHaveBeenCalledWith("该手机号已注册")
    expect(form.values.value).toEqual(filled)
  })

  it("keeps a 422 to its fields when asked not to toast it, and toasts one naming none", async () => {
    const form = createForm({ fields, initial, toastFieldErrors: false })
    fill(form)
    const onField = new ApiOutcome.FormInvalid({
      message: "验证码错误",
      errors: { code: ["验证码错误"] },
    })
    await form.submit(() => Promise.resolve(onField))
    expect(form.errors.value).toEqual({ code: "验证码错误" })
    expect(form.focusRequest.value?.field).toBe("code")
    expect(notifyError).not.toHaveBeenCalled()
    const elsewhere = new ApiOutcome.FormInvalid({
      message: "请稍后再试",
      errors: { other: ["请稍后再试"] },
    })
    await form.submit(() => Promise.resolve(elsewhere))
    expect(notifyError).toHaveBeenCalledWith("请稍后再试")
  })

  it("check: the values when every field passes, else the messages and the first field focused", () => {
    const form = createForm({ fields, initial })
    expect(form.check()).toBeNull()
    expect(form.errors.value.phone).toBe(M.phoneRequired)
    expect(form.focusRequest.value?.field).toBe("phone")
    fill(form)
    expect(form.check()).toEqual(filled)
    expect(form.errors.value).toEqual({})
  })

  it("reject: a message found outside the field checks sits on its field and takes focus", () => {
    const form = createForm({ fields, initial })
    fill(form)
    const before = form.focusRequest.value?.seq ?? 0
    form.reject({ code: M.codeInvalid })
    expect(form.errors.value).toEqual({ code: M.codeInvalid })
    expect(form.focusRequest.value).toEqual({ field: "code", seq: before + 1 })
    // asked again, focus is asked again; typing into the field clears its message
    form.reject({ code: M.codeInvalid })
    expect(form.focusRequest.value?.seq).toBe(before + 2)
    form.setField("code", "654321")
    expect(form.errors.value.code).toBeUndefined()
  })

  it("survives a reload without ever storing a password", () => {
    const form = createForm({ fields, initial, persist: "test-form" })
    fill(form)
    const stored = window.sessionStorage.getItem("test-form") ?? ""
    expect(stored).not.toContain("secret1")
    const again = createForm({ fields, initial, persist: "test-form" })
    expect(again.values.value).toEqual({ ...filled, password: "", confirm: "" })
    again.reset()
    expect(window.sessionStorage.getItem("test-form")).toBeNull()
  })

  it("values put in by the page (a used code emptied) are what a reload shows, as typed ones are", () => {
    const form = createForm({ fields, initial, persist: "test-form" })
    fill(form)
    form.fill({ code: "" })
    const again = createForm({ fields, initial, persist: "test-form" })
    expect(again.values.value).toEqual({ ...filled, code: "", password: "", confirm: "" })
  })
})
