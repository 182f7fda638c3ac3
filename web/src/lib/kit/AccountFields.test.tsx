import { act, fireEvent, render, screen } from "@testing-library/react"
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { dialogsShown, resetDialogs } from "../../../test/dialogs.ts"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { afterPaint } from "../../../test/frames.ts"
import { recordToasts } from "../../../test/toasts.ts"
import { NewPasswordFields, PhoneCodeFields } from "./AccountFields.tsx"
import { createForm } from "./form.ts"
import { FormView } from "./Form.tsx"

const R = Messages.register

const makeForm = () =>
  createForm({
    fields: { ...Forms.forgetVerify, ...Forms.newPasswordTwice },
    initial: { phone: "", code: "", password: "", confirm: "" },
  })

function Page({
  form,
  onPhone,
}: {
  form: ReturnType<typeof makeForm>
  onPhone?: (p: string) => void
}) {
  return (
    <FormView form={form} onSubmit={() => void form.check()} label="找回密码">
      <PhoneCodeFields form={form} scene="forget" {...(onPhone ? { onPhone } : {})} />
      <NewPasswordFields form={form} />
    </FormView>
  )
}

let toasts: ReturnType<typeof recordToasts>
beforeEach(() => {
  toasts = recordToasts()
  resetDialogs()
})
afterEach(() => {
  resetDialogs()
  vi.unstubAllGlobals()
})

const sendButton = () => screen.getByRole("button", { name: Messages.sms.send })

describe("PhoneCodeFields", () => {
  it("a wrong phone is said at once and no code is sent", async () => {
    const fetch = installFetch({})
    const form = makeForm()
    render(<Page form={form} />)
    fireEvent.change(screen.getByRole("textbox", { name: new RegExp(R.phone) }), {
      target: { value: "2380013800" },
    })
    act(() => void fireEvent.click(sendButton()))
    await afterPaint()
    expect(toasts.error()).toEqual([Messages.form.phoneInvalid])
    expect(fetch.calls).toHaveLength(0)
    expect(sendButton()).toBeTruthy()
  })

  it("sends a code for the scene to the phone typed, and starts the countdown", async () => {
    const fetch = installFetch({ "POST /api/sms/send": ok(null, "发送成功") })
    render(<Page form={makeForm()} />)
    fireEvent.change(screen.getByRole("textbox", { name: new RegExp(R.phone) }), {
      target: { value: " 13800138000 " },
    })
    act(() => void fireEvent.click(sendButton()))
    await afterPaint()
    expect(Object.fromEntries(new URLSearchParams(fetch.calls[0]?.body ?? ""))).toEqual({
      phone: "13800138000",
      scene: "forget",
    })
    expect(screen.getByRole("button", { name: Messages.sms.wait(60) })).toBeTruthy()
  })

  it("a refused code is shown and the button may be pressed again", async () => {
    installFetch({ "POST /api/sms/send": envelope(40000, "发送过于频繁") })
    render(<Page form={makeForm()} />)
    fireEvent.change(screen.getByRole("textbox", { name: new RegExp(R.phone) }), {
      target: { value: "13800138000" },
    })
    act(() => void fireEvent.click(sendButton()))
    await afterPaint()
    expect(dialogsShown()).toEqual([{ title: "温馨提示", message: "发送过于频繁" }])
    expect(
      (screen.getByRole("button", { name: Messages.sms.send }) as HTMLButtonElement).disabled,
    ).toBe(false)
  })

  it("the code field is tied to its message and takes focus when it is the first wrong field", () => {
    const form = makeForm()
    render(<Page form={form} />)
    form.setField("phone", "13800138000")
    act(() => fireEvent.click(screen.getByRole("button", { name: Messages.kit.submit })))
    const code = screen.getByRole("textbox", { name: new RegExp(R.code) })
    expect(code.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(code.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      Messages.form.codeRequired,
    )
    expect(document.activeElement).toBe(code)
  })

  it("a page that looks the phone up takes each typed phone itself", () => {
    const onPhone = vi.fn()
    const form = makeForm()
    render(<Page form={form} onPhone={onPhone} />)
    fireEvent.change(screen.getByRole("textbox", { name: new RegExp(R.phone) }), {
      target: { value: "138" },
    })
    expect(onPhone).toHaveBeenCalledWith("138")
    expect(form.values.value.phone).toBe("")
  })
})

describe("NewPasswordFields and the strength meter", () => {
  const password = () => screen.getByLabelText(new RegExp(`^\\*?${R.password}`))

  it("shows no strength before anything is typed, then 弱, 中 and 强 as the password grows", () => {
    render(<Page form={makeForm()} />)
    expect(screen.queryByText(Messages.strength.label)).toBeNull()
    const meter = () => screen.getByText(Messages.strength.label)
    fireEvent.change(password(), { target: { value: "abc" } })
    expect(meter().textContent).toBe(`${Messages.strength.label}${Messages.strength.levels.weak}`)
    fireEvent.change(password(), { target: { value: "abc123" } })
    expect(meter().dataset.level).toBe("medium")
    fireEvent.change(password(), { target: { value: "abc123!#" } })
    expect(meter().dataset.level).toBe("strong")
    expect(meter().getAttribute("aria-live")).toBe("polite")
  })

  it("both passwords are password fields, named by their labels", () => {
    render(<Page form={makeForm()} />)
    expect((password() as HTMLInputElement).type).toBe("password")
    expect((screen.getByLabelText(new RegExp(`^\\*?${R.confirm}`)) as HTMLInputElement).type).toBe(
      "password",
    )
  })
})
