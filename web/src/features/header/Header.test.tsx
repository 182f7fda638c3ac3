import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { focusCommonFixture } from "../../../test/siteData.ts"
import { cartCount, loadSession, resetSession, user, type User } from "../../lib/session/session.ts"
import { loadSiteData, resetSiteData, siteData } from "../../lib/session/siteData.ts"
import { dialogQueue, resetDialogs } from "../../lib/ui/dialogs.ts"
import * as toast from "../../lib/ui/toast.ts"
import { Header } from "./Header.tsx"
import { LoginHeader } from "./LoginHeader.tsx"
import { onScroll, resetHeader, sticky, topAdPending } from "./model.ts"

const COMPANY: User = {
  show: 1,
  username: "demo",
  company: "广州市仁心大药房有限公司",
  admin: { name: "王丽", phone: "13800138001", is_default: 0 },
  common_config: { hot_line: "400-800-1234", qq1: "", qq2: "" },
  quality_inspection: { quality_inspection_url: "", msg: "质检报告正在更新" },
}

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header search={<div>search</div>} />
    </MemoryRouter>,
  )
}

const menu = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `分类${i + 1}`,
    logo: "",
    logo1: "",
    children: [{ id: 100 + i, name: `子类${i + 1}`, logo: "", logo1: "", children: [] }],
  }))

beforeEach(() => {
  installFetch({ "GET /api/ad/top": ok([]), "GET /api/focus/common": ok(null) })
  resetSession()
  resetSiteData()
  resetHeader()
  resetDialogs()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("Header", () => {
  it("shows 登录 and 免费注册 to a guest", () => {
    user.value = {}
    renderHeader()
    expect(screen.getByRole("link", { name: "登录" }).getAttribute("href")).toBe("/login")
    expect(screen.getByRole("link", { name: "免费注册" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "退出" })).toBeNull()
    // a company's own links are not a guest's (spec §6)
    expect(screen.queryByRole("link", { name: "会员中心" })).toBeNull()
    expect(screen.queryByRole("link", { name: "我的订单" })).toBeNull()
    expect(screen.queryByRole("button", { name: "质检报告" })).toBeNull()
  })

  it("shows nothing account-specific until the user call answered", () => {
    renderHeader()
    expect(screen.queryByRole("link", { name: "登录" })).toBeNull()
    expect(screen.queryByRole("button", { name: "退出" })).toBeNull()
  })

  it("shows the company, 会员中心, 我的订单, 退出, hotline and the dedicated manager to a signed-in company", () => {
    user.value = COMPANY
    renderHeader()
    expect(screen.getByText("广州市仁心大药房有限公司")).toBeTruthy()
    expect(screen.getByRole("button", { name: "退出" })).toBeTruthy()
    expect(screen.queryByRole("link", { name: "登录" })).toBeNull()
    expect(screen.getByRole("link", { name: "会员中心" }).getAttribute("href")).toBe("/user")
    expect(screen.getByRole("link", { name: "我的订单" }).getAttribute("href")).toBe("/order")
    expect(screen.getByText("投诉热线：400-800-1234")).toBeTruthy()
    expect(screen.getByText("专属客服：王丽 13800138001")).toBeTruthy()
  })

  it("labels a default manager 客户经理", () => {
    user.value = { ...COMPANY, admin: { name: "陈强", phone: "13800138002", is_default: 1 } }
    renderHeader()
    expect(screen.getByText("客户经理：陈强 13800138002")).toBeTruthy()
  })

  it("alerts the inspection message when there is no report URL", () => {
    user.value = COMPANY
    renderHeader()
    fireEvent.click(screen.getByRole("button", { name: "质检报告" }))
    expect(dialogQueue.value[0]?.title).toBe("温馨提示")
    expect(dialogQueue.value[0]?.message).toBe("质检报告正在更新")
  })

  it("caps the cart badge at 99+", () => {
    user.value = COMPANY
    cartCount.value = 120
    renderHeader()
    expect(screen.getByRole("link", { name: "购物车 99+" }).getAttribute("href")).toBe("/cart")
    act(() => {
      cartCount.value = 7
    })
    expect(screen.getByRole("link", { name: "购物车 7" })).toBeTruthy()
  })

  it("shows the first 7 menu entries with their flyouts and at most 9 nav items", async () => {
    siteData.value = focusCommonFixture({
      category: menu(10),
      nav: Array.from({ length: 12 }, (_, i) => ({
        id: i + 1,
        name: `导航${i + 1}`,
        url: `/n${i + 1}`,
        image: "",
        is_open: 0,
        children: [],
      })),
    })
    renderHeader()
    const button = screen.getByRole("button", { name: "全部商品分类" })
    fireEvent.click(button)
    expect(button.getAttribute("aria-expanded")).toBe("true")
    // the list is drawn once its code has loaded, under the id the button names
    const list = await waitFor(() => {
      const drawn = document.getElementById(button.getAttribute("aria-controls")!)!
      expect(drawn.hidden).toBe(false)
      return drawn
    })
    expect(within(list).getAllByRole("link", { name: /^分类/ })).toHaveLength(7)
    expect(within(list).getByRole("link", { name: "子类1" }).getAttribute("href")).toBe(
      "/list?select=100",
    )
    const nav = screen.getByRole("navigation", { name: "主导航" })
    expect(within(nav).getAllByRole("link")).toHaveLength(9)
  })

  it("marks the nav item of the zone shown, and only it", () => {
    siteData.value = focusCommonFixture({
      nav: (
        [
          ["首页", "/"],
          ["品牌专区", "/ppzq"],
          ["每日特价", "/mrtj"],
        ] as const
      ).map(([name, url], i) => ({ id: i + 1, name, url, image: "", is_open: 0, children: [] })),
    })
    const current = (path: string) => {
      const view = render(
        <MemoryRouter initialEntries={[path]}>
          <Header search={null} />
        </MemoryRouter>,
      )
      const nav = screen.getByRole("navigation", { name: "主导航" })
      const marked = within(nav)
        .getAllByRole("link")
        .filter((a) => a.getAttribute("aria-current") === "page")
        .map((a) => a.textContent)
      view.unmount()
      return marked
    }
    expect(current("/ppzq/info/3")).toEqual(["品牌专区"])
    expect(current("/")).toEqual(["首页"])
    expect(current("/cart")).toEqual([])
  })

  it("shows a guest the site's complaint hotline in the top bar", () => {
    user.value = {}
    siteData.value = focusCommonFixture({
      common_config: { hot_line: "400-800-1234", qq1: "", qq2: "" },
    })
    renderHeader()
    const bar = screen.getByRole("navigation", { name: "账户导航" })
    expect(within(bar).getByText("投诉热线：400-800-1234")).toBeTruthy()
  })

  it("shows the search box it is given, and none where the page has none (cart steps 2 and 3)", () => {
    user.value = COMPANY
    const view = renderHeader()
    expect(screen.getByText("search")).toBeTruthy()
    view.unmount()
    render(
      <MemoryRouter>
        <Header search={null} />
      </MemoryRouter>,
    )
    expect(screen.getByText("您好，欢迎来到医药批发商城")).toBeTruthy()
    expect(screen.getByText("广州市仁心大药房有限公司")).toBeTruthy()
    expect(screen.queryByText("search")).toBeNull()
  })

  it("stays silent and still shows when its calls fail", async () => {
    const notify = vi.spyOn(toast, "notify").mockImplementation(() => {})
    const broken = envelope(500, "oops", 500)
    const api = installFetch({
      "GET /api/user/base": broken,
      "GET /api/focus/common": broken,
      "GET /api/ad/top": broken,
    })
    renderHeader()
    await act(() => Promise.all([loadSession(), loadSiteData()]))
    await vi.waitFor(() => expect(topAdPending.value).toBe(false))
    await vi.waitFor(() =>
      expect(new Set(api.calls.map((c) => c.path))).toEqual(
        new Set(["/api/user/base", "/api/focus/common", "/api/ad/top"]),
      ),
    )
    await act(() =>
      vi.waitFor(() => expect(screen.getByRole("link", { name: "登录" })).toBeTruthy()),
    )
    expect(screen.getByText("search")).toBeTruthy()
    expect(notify).not.toHaveBeenCalled()
    expect(dialogQueue.value).toHaveLength(0)
  })

  it("turns sticky after 205 px of scrolling", () => {
    renderHeader()
    const main = screen.getByTestId("header-main")
    act(() => onScroll(205))
    expect(sticky.value).toBe(false)
    act(() => onScroll(206))
    expect(main.getAttribute("data-sticky")).toBe("true")
    act(() => onScroll(10))
    expect(main.getAttribute("data-sticky")).toBe("false")
  })
})

describe("LoginHeader", () => {
  it("shows 返回首页, 添加到桌面, 手机APP, hotline and manager", () => {
    user.value = COMPANY
    render(
      <MemoryRouter>
        <LoginHeader title="登录" />
      </MemoryRouter>,
    )
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/")
    expect(screen.getByRole("link", { name: "添加到桌面" }).getAttribute("download")).toBe(
      "医药批发商城.url",
    )
    expect(screen.getByRole("button", { name: "手机APP" })).toBeTruthy()
    expect(screen.getByText("投诉热线：400-800-1234")).toBeTruthy()
    expect(screen.getByText("专属客服：王丽 13800138001")).toBeTruthy()
    expect(screen.queryByRole("combobox")).toBeNull()
  })

  it("opens the app's QR code from 手机APP", () => {
    user.value = {}
    render(
      <MemoryRouter>
        <LoginHeader title="登录" />
      </MemoryRouter>,
    )
    expect(screen.queryByText("扫码下载手机APP")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "手机APP" }))
    expect(screen.getByText("扫码下载手机APP")).toBeTruthy()
  })

  it("shows a guest the site's hotline from focus/common, and a company its own", () => {
    user.value = {}
    siteData.value = focusCommonFixture({
      common_config: { hot_line: "400-600-0000", qq1: "", qq2: "" },
    })
    render(
      <MemoryRouter>
        <LoginHeader title="登录" />
      </MemoryRouter>,
    )
    expect(screen.getByText("投诉热线：400-600-0000")).toBeTruthy()
    act(() => {
      user.value = COMPANY
    })
    expect(screen.getByText("投诉热线：400-800-1234")).toBeTruthy()
  })
})
