import { render, screen } from "@testing-library/react"
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import * as browser from "../lib/browser.ts"
import { buildRoutes, moduleKey, type RouteModules } from "./routeTable.ts"

const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> })

const modules: RouteModules = {
  [moduleKey("index")]: page("首页"),
  [moduleKey("notFound")]: page("页面不存在"),
  [moduleKey("loading_activity")]: page("加载中"),
  [moduleKey("register_step1")]: page("注册第一步"),
  [moduleKey("order_info")]: page("订单详情"),
  [moduleKey("zhzx_basic")]: page("基本信息"),
}

async function visit(path: string) {
  const router = createMemoryRouter([{ element: <Outlet />, children: buildRoutes(modules) }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole("heading")
  return router
}

describe("the route table", () => {
  it("registers only routes that have a module", () => {
    const paths = buildRoutes(modules)
      .filter((r) => r.lazy !== undefined)
      .map((r) => r.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/404",
        "/loading/activity",
        "/register/step1",
        "/order/info/:id",
      ]),
    )
    expect(paths).not.toContain("/cart")
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
    const router = await visit(from)
    expect(router.state.location.pathname).toBe(to)
    expect(screen.getByRole("heading").textContent).toBe(heading)
  })

  it("eleven_index leaves for the main site", async () => {
    const leave = vi.spyOn(browser, "leaveTo").mockImplementation(() => {})
    const router = createMemoryRouter([{ element: <Outlet />, children: buildRoutes(modules) }], {
      initialEntries: ["/eleven_index"],
    })
    render(<RouterProvider router={router} />)
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("/login"))
  })
})
