import { act, fireEvent, render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { config } from "../../lib/config.ts"
import { resetSession, user } from "../../lib/session/session.ts"
import { ServiceEntry } from "./ServiceEntry.tsx"
import { askForService, CHAT_CLOSE_MESSAGE, chatOpen, pendingRequest } from "./model.ts"

const mutable = config as { chatUrl: string }
const COMMON = {
  hot_line: "400-800-1234",
  qq1: "https://wpa.qq.com/msgrd?v=3&uin=800001001&site=qq&menu=yes",
  qq2: "800001002",
}

beforeEach(() => {
  resetSession()
  chatOpen.value = false
  pendingRequest.value = false
})

afterEach(() => {
  mutable.chatUrl = ""
})

describe("ServiceEntry", () => {
  it("opens a sandboxed chat frame with username and token when chat is enabled", async () => {
    mutable.chatUrl = "https://chat.mall.example/im"
    user.value = { username: "demo", token: "t0k", is_can_chat: 1, common_config: COMMON }
    render(<ServiceEntry />)
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }))
    const frame = (await screen.findByTitle("在线客服")) as HTMLIFrameElement
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts allow-forms")
    expect(frame.getAttribute("referrerpolicy")).toBe("no-referrer")
    expect(frame.getAttribute("src")).toBe("https://chat.mall.example/im?username=demo&token=t0k")
  })

  it("closes when the chat page asks to (Esc inside its frame), and only then", async () => {
    mutable.chatUrl = "https://chat.mall.example/im"
    user.value = { username: "demo", token: "t0k", is_can_chat: 1, common_config: COMMON }
    render(<ServiceEntry />)
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }))
    const frame = (await screen.findByTitle("在线客服")) as HTMLIFrameElement
    const post = (data: unknown, source: Window | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent("message", { data, source }))
      })
    // another window's close message, or another message of the chat's, changes nothing
    post(CHAT_CLOSE_MESSAGE, window)
    post("hello", frame.contentWindow)
    expect(screen.getByRole("dialog", { name: "在线客服" })).toBeTruthy()
    post(CHAT_CLOSE_MESSAGE, frame.contentWindow)
    expect(chatOpen.value).toBe(false)
    expect(screen.queryByRole("dialog", { name: "在线客服" })).toBeNull()
  })

  it("offers the two instant-message links otherwise", () => {
    mutable.chatUrl = "https://chat.mall.example/im"
    user.value = { username: "manager", token: "t0k", is_can_chat: 0, common_config: COMMON }
    render(<ServiceEntry />)
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }))
    const links = screen.getAllByRole("link", { name: /QQ客服/ })
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      COMMON.qq1,
      "https://wpa.qq.com/msgrd?v=3&uin=800001002&site=qq&menu=yes",
    ])
    for (const link of links) expect(link.getAttribute("rel")).toBe("noopener noreferrer")
    expect(screen.queryByTitle("在线客服")).toBeNull()
  })

  it("tells a guest to sign in instead of opening an empty popover", () => {
    user.value = {}
    render(
      <MemoryRouter>
        <ServiceEntry />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }))
    expect(screen.getByText(/登录后即可咨询在线客服/)).toBeTruthy()
    expect(screen.getByRole("link", { name: "登录" }).getAttribute("href")).toBe("/login")
  })

  it("points a company without chat or links to the hotline", () => {
    user.value = {
      username: "demo",
      is_can_chat: 0,
      common_config: { hot_line: "400", qq1: "", qq2: "" },
    }
    render(<ServiceEntry />)
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }))
    expect(screen.getByText("暂无在线客服，请拨打投诉热线")).toBeTruthy()
    expect(screen.queryAllByRole("link")).toHaveLength(0)
  })

  it("a click while the session loads opens the chat once the session is known", async () => {
    mutable.chatUrl = "https://chat.mall.example/im"
    render(<ServiceEntry />)
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }))
    expect(screen.queryByTitle("在线客服")).toBeNull()
    act(() => {
      user.value = { username: "demo", token: "t0k", is_can_chat: 1, common_config: COMMON }
    })
    expect(await screen.findByTitle("在线客服")).toBeTruthy()
  })

  it("a click while the session loads opens the links once it is known to have no chat", () => {
    render(<ServiceEntry />)
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }))
    act(() => {
      user.value = { username: "manager", token: "t0k", is_can_chat: 0, common_config: COMMON }
    })
    expect(screen.getAllByRole("link", { name: /QQ客服/ })).toHaveLength(2)
    // answered once: the chat was never asked to open
    expect(chatOpen.value).toBe(false)
  })

  it("keeps one button while the session arrives, so a press across the change still opens", () => {
    render(
      <MemoryRouter>
        <ServiceEntry />
      </MemoryRouter>,
    )
    const before = screen.getByRole("button", { name: "在线客服" })
    act(() => {
      user.value = {}
    })
    const after = screen.getByRole("button", { name: "在线客服" })
    expect(after).toBe(before)
    fireEvent.click(after)
    expect(screen.getByText(/登录后即可咨询在线客服/)).toBeTruthy()
  })

  it("a press answered before the popover replaces the button still opens it", async () => {
    render(<ServiceEntry />)
    // the session is known but the page has not drawn it yet when the press arrives
    user.value = { username: "manager", token: "t0k", is_can_chat: 0, common_config: COMMON }
    askForService()
    await act(async () => {})
    expect(screen.getAllByRole("link", { name: /QQ客服/ })).toHaveLength(2)
    expect(chatOpen.value).toBe(false)
  })

  it("without a click while loading, nothing opens by itself", () => {
    render(<ServiceEntry />)
    act(() => {
      user.value = { username: "manager", token: "t0k", is_can_chat: 0, common_config: COMMON }
    })
    expect(screen.queryAllByRole("link", { name: /QQ客服/ })).toHaveLength(0)
  })
})
