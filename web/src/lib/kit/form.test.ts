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
})
