import { render, screen } from "@testing-library/react"
import { Suspense } from "react"
import { MemoryRouter, useLocation, useRoutes } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import * as browser from "../lib/browser.ts"
import { buildRoutes, currentRoute, moduleKey, routesAt, type RouteModules } from "./routeTable.tsx"

const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> })

const modules: RouteModules = {
  [moduleKey("index")]: page("首页"),
  [moduleKey("notFound")]: page("页面不存在"),
  [moduleKey("loading_activity")]: page("加载中"),
  [moduleKey("register_step1")]: page("注册第一步"),
  [moduleKey("order_info")]: page("订单详情"),
  [moduleKey("zhzx_basic")]: page("基本信息"),
}

const routes = buildRoutes(modules)

/** The routes at `path`; `at` tells the path and query shown (redirects followed). */
function visit(path: string) {
  const at = { pathname: "", search: "" }
  function Routes() {
    const location = useLocation()
    at.pathname = location.pathname
    at.search = location.search
    return <Suspense>{useRoutes(routesAt(routes, at.pathname))}</Suspense>
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  )
  return at
}

describe("the route table", () => {
  it("shows the shell of routes that have a module, and of nothing else", () => {
    const shown = (path: string) => currentRoute(routes, path)?.name
    expect(shown("/")).toBe("index")
    expect(shown("/404")).toBe("notFound")
    expect(shown("/loading/activity")).toBe("loading_activity")
    expect(shown("/register/step1")).toBe("register_step1")
    expect(shown("/order/info/42")).toBe("order_info")
    // no module: the catch-all; a redirect or the main-site exit: on its way elsewhere
    expect(shown("/cart")).toBeUndefined()
    expect(shown("/register")).toBeUndefined()
    expect(shown("/eleven_index")).toBeUndefined()
  })

  it("hands react-router only the route core matched, then the catch-all", () => {
    const paths = (path: string) => routesAt(routes, path).map((o) => o.path)
    expect(paths("/order/info/42/")).toEqual(["/order/info/:id", "*"])
    expect(paths("/register")).toEqual(["/register", "*"])
    expect(paths("/cart")).toEqual(["*"])
    expect(paths("/no/such/page")).toEqual(["*"])
  })

  it.each([
    ["/no/such/page", "/404", "页面不存在"],
    ["/cart", "/404", "页面不存在"],
    ["/register", "/register/step1", "注册第一步"],
    ["/activity/a/b/c", "/loading/activity", "加载中"],
    ["/order/wl/42", "/order/info/42", "订单详情"],
    ["/zhzx", "/zhzx/basic", "基本信息"],
    ["/hdzx/1", "/404", "页面不存在"],
  ])("%s goes to %s", async (from, to, heading) => {
    const at = visit(from)
    expect((await screen.findByRole("heading")).textContent).toBe(heading)
    expect(at.pathname).toBe(to)
  })

  it("a redirect keeps its query: an activity link naming its page takes it along", async () => {
    const at = visit("/activity/a?redirect=%2Fyjh%2F1")
    expect((await screen.findByRole("heading")).textContent).toBe("加载中")
    expect(at.pathname + at.search).toBe("/loading/activity?redirect=%2Fyjh%2F1")
  })

  it("eleven_index leaves for the main site", async () => {
    const leave = vi.spyOn(browser, "leaveTo").mockImplementation(() => {})
    visit("/eleven_index")
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("/login"))
  })
})
