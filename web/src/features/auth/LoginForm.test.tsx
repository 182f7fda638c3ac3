import * as Messages from "@mall/core/Messages"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { afterPaint } from "../../../test/frames.ts"
import { setNavigator } from "../../lib/navigation.ts"
import * as toast from "../../lib/ui/toast.ts"
import { LoginForm } from "./LoginForm.tsx"
import { form } from "./loginModel.ts"

let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>
let notifyError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  form.reset()
  navigate = vi.fn()
  setNavigator(navigate)
  notifyError = vi.spyOn(toast, "notifyError").mockImplementation(() => {})
})

afterEach(() => {
  setNavigator(null)
  vi.restoreAllMocks()
})

function show(search = "") {
  render(
    <MemoryRouter initialEntries={[`/login${search}`]}>
      <LoginForm />
    </MemoryRouter>,
  )
  return {
    username: screen.getByLabelText(Messages.auth.username),
    password: screen.getByLabelText(Messages.auth.password),
    send: async () => {
      act(() => void fireEvent.click(screen.getByRole("button", { name: "登录" })))
      await afterPaint()
    },
  }
}

/** The field's message, as assistive technology reaches it from the field. */
const messageOf = (field: HTMLElement): string | null => {
  const id = field.getAttribute("aria-describedby")
  return id === null ? null : (document.getElementById(id)?.textContent ?? null)
}

describe("LoginForm", () => {
  it("checks the fields before sending: each message under its field, the first takes focus", async () => {
    const api = installFetch({})
    const f = show()
    await f.send()
    expect(messageOf(f.username)).toBe(Messages.form.usernameRequired)
    expect(messageOf(f.password)).toBe(Messages.form.passwordRequired)
    expect(screen.getAllByRole("alert")).toHaveLength(2)
    expect(f.username.getAttribute("aria-invalid")).toBe("true")
    expect(document.activeElement).toBe(f.username)
    expect(api.calls).toHaveLength(0)
    // typing clears that field's message; the next failed submit focuses the field still wrong
    fireEvent.change(f.username, { target: { value: "demo" } })
    expect(messageOf(f.username)).toBeNull()
    await f.send()
    expect(document.activeElement).toBe(f.password)
    expect(api.calls).toHaveLength(0)
  })

  it("puts a refused password under 密码 and focuses it, without a toast as well", async () => {
    installFetch({
      "POST /api/auth/login": envelope(422, "用户名或密码错误", 422, {
        errors: { password: ["用户名或密码错误"] },
      }),
    })
    const f = show()
    fireEvent.change(f.username, { target: { value: "demo" } })
    fireEvent.change(f.password, { target: { value: "wrong-pass" } })
    f.username.focus()
    await f.send()
    expect(messageOf(f.password)).toBe("用户名或密码错误")
    expect(f.password.getAttribute("aria-invalid")).toBe("true")
    expect(document.activeElement).toBe(f.password)
    expect(notifyError).not.toHaveBeenCalled()
    // what was typed stays
    expect((f.username as HTMLInputElement).value).toBe("demo")
    expect(navigate).not.toHaveBeenCalled()
  })

  it("signs in, sets the login flag and goes back to the page the buyer came from", async () => {
    const api = installFetch({
      "POST /api/auth/login": ok({ username: "demo", company: "康宁大药房" }, "登录成功"),
    })
    const f = show("?redirect=%2Fzzfw%2Fstar")
    fireEvent.change(f.username, { target: { value: " demo " } })
    fireEvent.change(f.password, { target: { value: "demo123" } })
    await f.send()
    const body = new URLSearchParams(api.calls[0]?.body ?? "")
    expect(body.get("username")).toBe("demo")
    expect(body.get("password")).toBe("demo123")
    expect(window.sessionStorage.getItem("login")).toBe("1")
    expect(navigate).toHaveBeenCalledWith("/zzfw/star", { replace: true })
  })

  it("goes home after signing in when the redirect is not an app path", async () => {
    installFetch({
      "POST /api/auth/login": ok({ username: "demo", company: "康宁大药房" }),
    })
    const f = show("?redirect=https%3A%2F%2Fevil.example%2F")
    fireEvent.change(f.username, { target: { value: "demo" } })
    fireEvent.change(f.password, { target: { value: "demo123" } })
    await f.send()
    expect(navigate).toHaveBeenCalledWith("/", { replace: true })
  })
})
