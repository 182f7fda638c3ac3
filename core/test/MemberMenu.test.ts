import { describe, expect, it } from "vitest"
import * as MemberMenu from "../src/MemberMenu.ts"
import * as Routes from "../src/Routes.ts"

describe("MemberMenu", () => {
  it("lists every member-area page of the spec, once, under its section", () => {
    const routes = [MemberMenu.home, ...MemberMenu.sections.flatMap((s) => s.items)].map(
      (i) => i.route,
    )
    expect(new Set(routes).size).toBe(routes.length)
    for (const name of Routes.routes
      .filter((r) => /^\/(user|zhzx|wdqb|order|jfdd|hmdd|zzfw)\b/.test(r.path))
      .filter((r) => r.redirect === undefined && !r.path.includes(":"))
      .filter((r) => !["zzfw_pzqg_add", "zzfw_pzqg_info"].includes(r.name))
      .map((r) => r.name))
      expect(routes).toContain(name)
    expect(MemberMenu.sections.map((s) => s.label)).toEqual([
      "订单中心",
      "我的钱包",
      "账户中心",
      "自助服务",
    ])
  })

  it("labels items with their page titles", () => {
    const order = MemberMenu.sections[0]?.items[0]
    expect(order).toEqual({ route: "order", path: "/order", label: "我的订单" })
  })

  it("a detail page lights the list it belongs to, and its breadcrumb goes through it", () => {
    expect(MemberMenu.activeItem("order_info")?.route).toBe("order")
    expect(MemberMenu.activeItem("zzfw_pzqg_add")?.route).toBe("zzfw_pzqg")
    expect(MemberMenu.activeItem("cart")).toBeUndefined()
    expect(MemberMenu.isMemberRoute("wdqb_yhq")).toBe(true)
    expect(MemberMenu.breadcrumb("order_info")).toEqual([
      { label: "首页", path: "/" },
      { label: "会员中心", path: "/user" },
      { label: "我的订单", path: "/order" },
      { label: "订单详情", path: undefined },
    ])
    expect(MemberMenu.breadcrumb("no_such_route").at(-1)).toEqual({ label: "", path: undefined })
    expect(MemberMenu.breadcrumb("user")).toEqual([
      { label: "首页", path: "/" },
      { label: "会员中心", path: undefined },
    ])
  })
})
