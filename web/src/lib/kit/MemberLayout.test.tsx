import { act, render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch } from "../../../test/fetchMock.ts"
import * as browser from "../browser.ts"
import { loadSession, loginRequired, resetSession, user } from "../session/session.ts"
import { MemberLayout } from "./MemberLayout.tsx"

let leave: ReturnType<typeof vi.spyOn>

function renderBasicInfo() {
  return render(
    <MemoryRouter initialEntries={["/zhzx/basic"]}>
      <MemberLayout route="zhzx_basic">
        <p>联系人信息</p>
      </MemberLayout>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  resetSession()
  leave = vi.spyOn(browser, "leaveTo").mockImplementation(() => {})
  window.history.replaceState(null, "", "/zhzx/basic?tab=1")
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.history.replaceState(null, "", "/")
})

describe("MemberLayout", () => {
  it("shows a signed-in company its page under the member menu", () => {
    user.value = { username: "demo", company: "广州市康宁大药房有限公司" }
    renderBasicInfo()
    expect(screen.getByRole("heading", { level: 1, name: "基本信息" })).toBeTruthy()
    expect(screen.getByText("联系人信息")).toBeTruthy()
    expect(screen.getByRole("link", { name: "基本信息" }).getAttribute("aria-current")).toBe("page")
    expect(leave).not.toHaveBeenCalled()
  })

  it("sends a guest (user base answered 10001/401) to the login, to come back to this page", async () => {
    installFetch({})
    renderBasicInfo()
    await act(() => loadSession())
    expect(loginRequired.value).toBe(true)
    expect(screen.queryByText("联系人信息")).toBeNull()
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
    expect(leave).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent("/zhzx/basic?tab=1")}`)
  })

  it("keeps a company on its page when the user base call fails for another reason", async () => {
    installFetch({ "GET /api/user/base": envelope(500, "服务器错误", 500) })
    renderBasicInfo()
    await act(() => loadSession())
    expect(loginRequired.value).toBe(false)
    expect(screen.getByText("联系人信息")).toBeTruthy()
    expect(leave).not.toHaveBeenCalled()
  })
})
