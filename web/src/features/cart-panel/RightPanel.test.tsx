import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import * as Messages from "@mall/core/Messages"
import { combinationFixture } from "../../../test/combination.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { cartCount, refreshCartCount, resetSession, user } from "../../lib/session/session.ts"
import { DialogHost } from "../../lib/ui/DialogHost.tsx"
import { resetDialogs } from "../../lib/ui/dialogs.ts"
import { RightPanel } from "./RightPanel.tsx"
import { resetCartPanel } from "./model.ts"

const goods = (id: number, name: string) =>
  goodsFixture({ id, name, goods_image: [`/static/goods/${id}.svg`], ladder_price_type: 1 })

const line = (id: number, name: string, number: number) => ({
  id,
  type: 1,
  combination: null,
  goods: goods(id * 10, name),
  number,
  price: "12.30",
  is_selected: 1,
  with_coupon: 0,
  goods_manjian_amount: "0.00",
  gift_data: { total: 0, type: 0 },
  goods_type: 1,
})

const CART = {
  action: "list",
  data: [line(1, "感冒灵颗粒", 2), line(2, "连花清瘟胶囊", 1)],
  shipping_data: { shipping_amount: "10.00", no_trans_order_amount: "800.00" },
  activity_data: { manjians: [] },
  filter_data: [],
}

function renderPanel(routeName = "index") {
  const view = render(
    <MemoryRouter>
      <RightPanel
        routeName={routeName}
        service={(trigger) => <button {...trigger.look}>{trigger.label}</button>}
      />
      <DialogHost />
    </MemoryRouter>,
  )
  return {
    ...view,
    panel: () => screen.getByRole("complementary", { name: "快捷工具栏" }),
    tab: () => screen.getByRole("button", { name: /^购物车/ }),
  }
}

beforeEach(() => {
  resetCartPanel()
  resetSession()
  resetDialogs()
  user.value = { username: "demo", message_count: 150 }
})

afterEach(() => vi.unstubAllGlobals())

describe("RightPanel", () => {
  it("is 40 px wide collapsed and 310 px open, loading the cart on first open only", async () => {
    const api = installFetch({ "GET /api/cart/list": ok(CART) })
    const { panel, tab } = renderPanel()
    expect(panel().style.width).toBe("40px")
    fireEvent.click(tab())
    expect(panel().style.width).toBe("310px")
    const drawer = await screen.findByRole("dialog", { name: "购物车" })
    expect(await within(drawer).findByText("感冒灵颗粒")).toBeTruthy()
    expect(within(drawer).getAllByText("华润三九医药股份有限公司")).toHaveLength(2)
    expect(within(drawer).getAllByText("10g*9袋")).toHaveLength(2)
    expect(within(drawer).getByText("合计：").textContent).toContain("¥36.90")
    expect(within(drawer).getByRole("link", { name: "去购物车结算" }).getAttribute("href")).toBe(
      "/cart",
    )
    fireEvent.click(tab())
    expect(panel().style.width).toBe("40px")
    fireEvent.click(tab())
    expect(api.count("GET /api/cart/list")).toBe(1)
  })

  it("reloads on open after the cart changed", async () => {
    const api = installFetch({
      "GET /api/cart/list": ok(CART),
      "GET /api/cart/total": ok({ total: 4 }),
    })
    const { tab } = renderPanel()
    fireEvent.click(tab())
    await screen.findByText("感冒灵颗粒")
    fireEvent.click(tab())
    await act(() => refreshCartCount())
    fireEvent.click(tab())
    await vi.waitFor(() => expect(api.count("GET /api/cart/list")).toBe(2))
  })

  it("never opens on the cart page", () => {
    const api = installFetch({ "GET /api/cart/list": ok(CART) })
    const { panel, tab } = renderPanel("cart")
    fireEvent.click(tab())
    expect(panel().style.width).toBe("40px")
    expect(api.count("GET /api/cart/list")).toBe(0)
  })

  it("asks 确定删除该商品吗？ before deleting a line", async () => {
    const api = installFetch({
      "GET /api/cart/list": ok(CART),
      "POST /api/cart/batch_delete": ok(null),
      "GET /api/cart/total": ok({ total: 1 }),
    })
    const { tab } = renderPanel()
    fireEvent.click(tab())
    fireEvent.click(await screen.findByRole("button", { name: "删除 感冒灵颗粒" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText("确定删除该商品吗？")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }))
    await vi.waitFor(() => expect(api.count("POST /api/cart/batch_delete")).toBe(1))
    expect(api.calls.find((c) => c.path === "/api/cart/batch_delete")?.body).toBe("ids=1")
    await vi.waitFor(() => expect(cartCount.value).toBe(1))
  })

  it("shows a combination line as the combination, its goods per set and the sets bought", async () => {
    const set = {
      ...line(3, "感冒灵颗粒", 2),
      type: 3,
      goods_type: 3,
      price: "136.62",
      combination: combinationFixture({ stock: 40 }),
    }
    installFetch({ "GET /api/cart/list": ok({ ...CART, data: [set] }) })
    const { tab } = renderPanel()
    fireEvent.click(tab())
    const drawer = await screen.findByRole("dialog", { name: "购物车" })
    const row = (await within(drawer).findByText("感冒组合装")).closest("li")!
    expect(within(row).getByRole("img", { name: "感冒组合装" })).toBeTruthy()
    const contents = within(row).getByRole("list", { name: Messages.cart.contents })
    expect(
      within(contents)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["感冒灵颗粒 每组2盒", "氯雷他定片 每组1盒"])
    expect(within(row).queryByText("华润三九医药股份有限公司")).toBeNull()
    expect(row.textContent).toContain("¥136.62 × 2组")
    expect(within(drawer).getByText("合计：").textContent).toContain("¥273.24")
  })

  it("names each entry of the strip, with the cart's and the messages' counts", () => {
    installFetch({})
    cartCount.value = 3
    renderPanel()
    const panel = screen.getByRole("complementary", { name: "快捷工具栏" })
    for (const name of ["购物车 3", "在线客服", "手机APP", "返回顶部"])
      expect(within(panel).getByRole("button", { name })).toBeTruthy()
    expect(within(panel).getByRole("link", { name: "我的账户" }).getAttribute("href")).toBe("/user")
    expect(within(panel).getByRole("link", { name: "消息 99+" })).toBeTruthy()
  })

  it("caps the messages badge at 99+", () => {
    installFetch({})
    renderPanel()
    expect(screen.getByRole("link", { name: "消息 99+" }).getAttribute("href")).toBe("/zhzx/wdxx")
  })
})
