import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { MemoryRouter, useLocation } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { cartLineFixture } from "../../../test/cart.ts"
import { combinationFixture } from "../../../test/combination.ts"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture, type Goods } from "../../../test/goods.ts"
import { DialogHost } from "../../lib/ui/DialogHost.tsx"
import { resetDialogs } from "../../lib/ui/dialogs.ts"
import { CartPage } from "./CartPage.tsx"
import { resetCart } from "./model.ts"

const goods = (id: number, name: string, price: string, extra: Partial<Goods> = {}) =>
  goodsFixture({ id, name, base_price: price, number: 500, ...extra })

/** A goods line of `number` units of `g`, chosen unless said (the shared cart-line fixture). */
const line = (id: number, g: Goods, number: number, selected: 0 | 1 = 1) =>
  cartLineFixture(id, number, g, selected)

const state = () => ({
  action: "list",
  data: [
    line(1, goods(11, "感冒灵颗粒", "30.00"), 10),
    line(2, goods(12, "阿莫西林胶囊", "10.00"), 5),
    line(3, goods(13, "连花清瘟胶囊", "20.00", { is_buy: 0 }), 2, 0),
  ],
  shipping_data: { shipping_amount: "15.00", no_trans_order_amount: "500.00" },
  activity_data: {
    manjians: [
      { amount: "300.00", reduce: "20.00", status: 1 },
      { amount: "1000.00", reduce: "100.00", status: 0 },
    ],
  },
  filter_data: [
    { value: "all", name: "全部", count: 3 },
    { value: "invalid", name: "失效", count: 1 },
  ],
})

/** A combination line: its goods is the first goods of the set, whose pack is 20. */
const setLine = (id: number, number: number, stock = 5) => ({
  id,
  type: 3,
  combination: combinationFixture({ stock }),
  goods: goods(11, "感冒灵颗粒", "30.00", { zbz: 20, number: stock, sccj: "华润三九" }),
  number,
  price: "136.62",
  is_selected: 1,
  with_coupon: 0,
  goods_manjian_amount: "0.00",
  gift_data: { total: 0, type: 0 },
  goods_type: 3,
})

/** The address the page is on (for the group kept in the URL). */
function Location() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{pathname + search}</output>
}

function renderCart(at = "/cart") {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <CartPage header={null} />
      <Location />
      <DialogHost />
    </MemoryRouter>,
  )
}

const DRAFTS = "mall.cart.drafts"

beforeEach(() => {
  resetCart()
  resetDialogs()
})
afterEach(() => resetDialogs())

describe("CartPage", () => {
  it("shows 购物车为空 for an empty cart", async () => {
    installFetch({ "GET /api/cart/list": ok({ ...state(), data: [], filter_data: [] }) })
    renderCart()
    expect(await screen.findByText(Messages.text["cart.empty"])).toBeTruthy()
  })

  it("leaves unbuyable lines unselected and disabled; select-all skips them", async () => {
    const fetch = installFetch({
      "GET /api/cart/list": ok(state()),
      "POST /api/cart/batch_select": ok(null),
    })
    renderCart()
    const blocked = await screen.findByRole("checkbox", { name: "选择 连花清瘟胶囊" })
    expect((blocked as HTMLInputElement).checked).toBe(false)
    expect((blocked as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText(Messages.text["goods.notBuyable"])).toBeTruthy()
    const all = screen.getByRole("checkbox", { name: "全选" }) as HTMLInputElement
    expect(all.checked).toBe(true)

    fireEvent.click(all)
    expect(all.checked).toBe(false)
    expect(
      (screen.getByRole("checkbox", { name: "选择 感冒灵颗粒" }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(screen.getByTestId("payable").textContent).toBe("¥0.00")

    fireEvent.click(all)
    expect(
      (screen.getByRole("checkbox", { name: "选择 阿莫西林胶囊" }) as HTMLInputElement).checked,
    ).toBe(true)
    expect((blocked as HTMLInputElement).checked).toBe(false)
    await waitFor(() => expect(fetch.count("POST /api/cart/batch_select")).toBe(2))
    expect(fetch.calls.at(-1)?.body).toContain("ids=1&ids=2&is_selected=1")
    expect(screen.getByTestId("selected-count").textContent).toBe("已选商品 2 种")
  })

  it("shows core's totals, manjian tiers with status, the next-tier hint and the shipping gap", async () => {
    installFetch({ "GET /api/cart/list": ok(state()) })
    renderCart()
    // 10 × 30 + 5 × 10 = 350; 满300减20 reached → 330; below 500 → shipping 15 → 345
    expect((await screen.findByTestId("subtotal")).textContent).toBe("¥350.00")
    expect(screen.getByTestId("reduction").textContent).toBe("-¥20.00")
    expect(screen.getByTestId("shipping-fee").textContent).toBe("¥15.00")
    expect(screen.getByTestId("payable").textContent).toBe("¥345.00")
    expect(screen.getByTestId("manjian-next").textContent).toBe("再买¥650.00可减¥100.00")
    expect(screen.getByTestId("shipping-gap").textContent).toBe("还差¥170.00免运费")
    const tiers = screen.getByRole("region", { name: "满减活动" })
    expect(
      within(tiers)
        .getByText(/满¥300.00减¥20.00/)
        .closest("li")?.dataset.status,
    ).toBe("1")
    expect(
      within(tiers)
        .getByText(/满¥1000.00减¥100.00/)
        .closest("li")?.dataset.status,
    ).toBe("0")
  })

  it("moves the manjian and shipping hints with the quantities", async () => {
    const amoxicillin = goods(12, "阿莫西林胶囊", "10.00")
    const saved = [40, 60]
    installFetch({
      "GET /api/cart/list": ok({ ...state(), data: [line(2, amoxicillin, 5)] }),
      "POST /api/cart/2/edit": async () => ({
        body: { code: 10000, message: "修改成功", data: line(2, amoxicillin, saved.shift() ?? 0) },
      }),
    })
    renderCart()
    const tierOf = (label: RegExp) =>
      within(screen.getByRole("region", { name: "满减活动" }))
        .getByText(label)
        .closest("li")
    // ¥50 chosen: 满300减20 not reached, ¥450 short of free shipping
    expect((await screen.findByTestId("manjian-next")).textContent).toBe("再买¥250.00可减¥20.00")
    expect(screen.getByTestId("shipping-gap").textContent).toBe("还差¥450.00免运费")
    expect(tierOf(/满¥300.00减¥20.00/)?.dataset.status).toBe("0")

    const field = screen.getByRole("textbox", { name: "阿莫西林胶囊 购买数量" })
    fireEvent.change(field, { target: { value: "40" } })
    fireEvent.keyDown(field, { key: "Enter" })
    // ¥400: the first tier is reached, the next one is said, the gap shrinks
    expect(tierOf(/满¥300.00减¥20.00/)?.dataset.status).toBe("1")
    expect(screen.getByTestId("manjian-next").textContent).toMatch(/^再买¥[\d.]+可减¥100\.00$/)
    expect(screen.getByTestId("reduction").textContent).toBe("-¥20.00")
    expect(screen.getByTestId("shipping-gap").textContent).not.toBe("还差¥450.00免运费")
    await waitFor(() => expect((field as HTMLInputElement).value).toBe("40"))

    fireEvent.change(field, { target: { value: "60" } })
    fireEvent.keyDown(field, { key: "Enter" })
    // ¥600, ¥580 after 满减: above the free-shipping threshold
    expect(screen.queryByTestId("shipping-gap")).toBeNull()
    expect(screen.getByTestId("shipping-fee").textContent).toBe("免运费")
    await waitFor(() => expect((field as HTMLInputElement).value).toBe("60"))
  })

  it("accepts a quantity typed in full-width digits and saves it", async () => {
    const fetch = installFetch({
      "GET /api/cart/list": ok(state()),
      "POST /api/cart/2/edit": ok(line(2, goods(12, "阿莫西林胶囊", "10.00"), 7), "修改成功"),
    })
    renderCart()
    const field = (await screen.findByRole("textbox", {
      name: "阿莫西林胶囊 购买数量",
    })) as HTMLInputElement
    fireEvent.change(field, { target: { value: "７" } })
    fireEvent.keyDown(field, { key: "Enter" })
    expect(field.value).toBe("7")
    expect(screen.queryByRole("alert")).toBeNull()
    await waitFor(() => expect(fetch.count("POST /api/cart/2/edit")).toBe(1))
    expect(fetch.calls.find((c) => c.path === "/api/cart/2/edit")?.body).toBe("number=7")
  })

  it("says when only some chosen goods count towards 满减, and marks the lines that do", async () => {
    // the goods' own 满 tag is not shown beside the mark: the mark alone says whether a line counts
    const tags = [{ name: "满", title: "满减活动" }]
    const outside = {
      ...line(2, goods(12, "阿莫西林胶囊", "10.00", { tags }), 5),
      goods_manjian_amount: "0.00",
    }
    installFetch({
      "GET /api/cart/list": ok({
        ...state(),
        data: [line(1, goods(11, "感冒灵颗粒", "10.00", { tags }), 10), outside],
      }),
    })
    renderCart()
    // ¥150 chosen, of which ¥100 in the activity: 满300减20 is ¥200 of 满减 goods away
    expect((await screen.findByTestId("manjian-next")).textContent).toBe(
      Messages.cart.manjianPartGap(Money.fen(10000), Money.fen(20000), Money.fen(2000)),
    )
    expect(screen.getByText(Messages.cart.manjianScope)).toBeTruthy()
    const marked = screen
      .getAllByTestId("cart-line")
      .map((row) => within(row).queryByTestId("manjian-line") !== null)
    expect(marked).toEqual([true, false])
    expect(screen.queryByText("满", { exact: true })).toBeNull()
  })

  it("says a quantity rounded up to the pack under the line, as a notice, not an error", async () => {
    const packed = goods(14, "板蓝根颗粒", "5.00", { zbz: 10, number: 100 })
    installFetch({
      "GET /api/cart/list": ok({ ...state(), data: [line(4, packed, 10)] }),
      "POST /api/cart/4/edit": ok(line(4, packed, 20), "修改成功"),
    })
    renderCart()
    const field = await screen.findByRole("textbox", { name: "板蓝根颗粒 购买数量" })
    fireEvent.change(field, { target: { value: "15" } })
    fireEvent.keyDown(field, { key: "Enter" })
    const row = screen.getByTestId("cart-line")
    expect((await within(row).findByRole("status")).textContent).toBe(
      Messages.packAdjusted(20, "盒"),
    )
    expect(screen.queryByRole("alert")).toBeNull()
    expect(field.getAttribute("aria-invalid")).toBe("false")
  })

  it("reprices at once when a quantity changes, then saves it", async () => {
    const fetch = installFetch({
      "GET /api/cart/list": ok(state()),
      "POST /api/cart/1/edit": ok(line(1, goods(11, "感冒灵颗粒", "30.00"), 40), "修改成功"),
    })
    renderCart()
    const input = await screen.findByRole("textbox", { name: "感冒灵颗粒 购买数量" })
    fireEvent.change(input, { target: { value: "40" } })
    fireEvent.keyDown(input, { key: "Enter" })
    // 40 × 30 + 50 = 1250 → 满1000减100 → 1150, ships free
    expect(screen.getByTestId("subtotal").textContent).toBe("¥1250.00")
    expect(screen.getByTestId("payable").textContent).toBe("¥1150.00")
    expect(screen.queryByTestId("manjian-next")).toBeNull()
    expect(screen.queryByTestId("shipping-gap")).toBeNull()
    await waitFor(() => expect(fetch.count("POST /api/cart/1/edit")).toBe(1))
    expect(fetch.calls.find((c) => c.path === "/api/cart/1/edit")?.body).toBe("number=40")
  })

  it("steps by the pack size with +/- and stops at the stock and the pack", async () => {
    const packed = goods(14, "板蓝根颗粒", "5.00", { zbz: 10, number: 30 })
    const data = { ...state(), data: [line(4, packed, 20)] }
    const fetch = installFetch({
      "GET /api/cart/list": ok(data),
      "POST /api/cart/4/edit": ok(line(4, packed, 30), "修改成功"),
    })
    renderCart()
    const plus = (await screen.findByRole("button", {
      name: Messages.common.increase("板蓝根颗粒"),
    })) as HTMLButtonElement
    const minus = screen.getByRole("button", {
      name: Messages.common.decrease("板蓝根颗粒"),
    }) as HTMLButtonElement
    expect(minus.getAttribute("aria-disabled")).toBe("false")
    fireEvent.click(plus)
    await waitFor(() => expect(fetch.count("POST /api/cart/4/edit")).toBe(1))
    expect(fetch.calls.find((c) => c.path === "/api/cart/4/edit")?.body).toBe("number=30")
    // at the stock the + stays focusable (keyboard focus is not lost) but does nothing
    const atStock = screen.getByRole("button", { name: Messages.common.increase("板蓝根颗粒") })
    await waitFor(() => expect(atStock.getAttribute("aria-disabled")).toBe("true"))
    expect(atStock).toBe(plus)
    fireEvent.click(atStock)
    expect(fetch.count("POST /api/cart/4/edit")).toBe(1)
  })

  it("counts a step pressed while the line saves, and saves it after, in order", async () => {
    const packed = goods(14, "板蓝根颗粒", "5.00", { zbz: 10, number: 100 })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const answers = [30, 50]
    const fetch = installFetch({
      "GET /api/cart/list": ok({ ...state(), data: [line(4, packed, 20)] }),
      "POST /api/cart/4/edit": async () => {
        const number = answers.shift() ?? 0
        if (number === 30) await held
        return { body: { code: 10000, message: "修改成功", data: line(4, packed, number) } }
      },
    })
    renderCart()
    const plus = await screen.findByRole("button", { name: Messages.common.increase("板蓝根颗粒") })
    const field = screen.getByRole("textbox", {
      name: Messages.common.quantityOf("板蓝根颗粒"),
    }) as HTMLInputElement
    fireEvent.click(plus)
    await waitFor(() => expect(fetch.count("POST /api/cart/4/edit")).toBe(1))
    // two more presses while the first save is held: each shows at once, none is lost
    fireEvent.click(plus)
    fireEvent.click(plus)
    expect(field.value).toBe("50")
    expect(fetch.count("POST /api/cart/4/edit")).toBe(1)
    await act(async () => release())
    await waitFor(() => expect(fetch.count("POST /api/cart/4/edit")).toBe(2))
    expect(fetch.calls.filter((c) => c.path === "/api/cart/4/edit").map((c) => c.body)).toEqual([
      "number=30",
      "number=50",
    ])
    await waitFor(() =>
      expect(plus.closest("[aria-busy]")?.getAttribute("aria-busy")).toBe("false"),
    )
    expect(field.value).toBe("50")
  })

  it("rejects an invalid quantity with core's message and changes nothing", async () => {
    const fetch = installFetch({ "GET /api/cart/list": ok(state()) })
    renderCart()
    const input = await screen.findByRole("textbox", { name: "阿莫西林胶囊 购买数量" })
    fireEvent.change(input, { target: { value: "0" } })
    fireEvent.keyDown(input, { key: "Enter" })
    expect((await screen.findByRole("alert")).textContent).toBe(
      Messages.cartInput.quantityNotPositive,
    )
    expect(screen.getByTestId("subtotal").textContent).toBe("¥350.00")
    expect(fetch.count("POST /api/cart/2/edit")).toBe(0)
  })

  it("asks 确定删除该商品吗？ before deleting a line", async () => {
    const fetch = installFetch({
      "GET /api/cart/list": ok(state()),
      "POST /api/cart/batch_delete": ok(null, "删除成功"),
      "GET /api/cart/total": ok({ total: 2 }),
    })
    renderCart()
    fireEvent.click(await screen.findByRole("button", { name: "删除 阿莫西林胶囊" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText(Messages.text["cart.delete.confirm"])).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: Messages.text["confirm.cancel"] }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(fetch.count("POST /api/cart/batch_delete")).toBe(0)

    fireEvent.click(screen.getByRole("button", { name: "删除 阿莫西林胶囊" }))
    const again = await screen.findByRole("alertdialog")
    await act(async () => {
      fireEvent.click(within(again).getByRole("button", { name: Messages.text["confirm.ok"] }))
    })
    await waitFor(() => expect(fetch.count("POST /api/cart/batch_delete")).toBe(1))
    expect(fetch.calls.find((c) => c.path === "/api/cart/batch_delete")?.body).toBe("ids=2")
  })

  it("steps a combination line by one set up to its stock, not by its goods' pack", async () => {
    const fetch = installFetch({
      "GET /api/cart/list": ok({ ...state(), data: [setLine(5, 1, 3)] }),
      "POST /api/cart/5/edit": ok(setLine(5, 2, 3), "修改成功"),
    })
    renderCart()
    const name = "感冒组合装"
    const plus = await screen.findByRole("button", { name: Messages.common.increase(name) })
    const minus = screen.getByRole("button", { name: Messages.common.decrease(name) })
    expect(minus.getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(plus)
    await waitFor(() => expect(fetch.count("POST /api/cart/5/edit")).toBe(1))
    expect(fetch.calls.find((c) => c.path === "/api/cart/5/edit")?.body).toBe("number=2")
    const field = screen.getByRole("textbox", { name: Messages.common.quantityOf(name) })
    await waitFor(() => expect((field as HTMLInputElement).value).toBe("2"))
    expect(minus.getAttribute("aria-disabled")).toBe("false")
    // a set costs the combination price: 2 × 136.62
    expect(screen.getByTestId("subtotal").textContent).toBe("¥273.24")

    fireEvent.change(field, { target: { value: "4" } })
    fireEvent.keyDown(field, { key: "Enter" })
    expect((await screen.findByRole("alert")).textContent).toBe("库存仅剩3组")
    expect(fetch.count("POST /api/cart/5/edit")).toBe(1)
  })

  it("shows a combination line as the combination: its name, each goods per set, the set price", async () => {
    installFetch({ "GET /api/cart/list": ok({ ...state(), data: [setLine(5, 1)] }) })
    renderCart()
    const row = await screen.findByTestId("cart-line")
    expect(within(row).getByRole("checkbox", { name: "选择 感冒组合装" })).toBeTruthy()
    const contents = within(row).getByRole("list", { name: Messages.cart.contents })
    expect(
      within(contents)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["感冒灵颗粒 10g*9袋 每组2盒", "氯雷他定片 10mg*6片 每组1盒"])
    expect(within(row).getByRole("img", { name: "感冒组合装" })).toBeTruthy()
    expect(within(row).queryByText("华润三九")).toBeNull()
    expect(within(row).queryByRole("link")).toBeNull()
    expect(within(row).getAllByText("¥136.62")).toHaveLength(2)
  })

  it("says a goods sold in packs has less in stock than one pack", async () => {
    const scarce = goods(14, "板蓝根颗粒", "5.00", { zbz: 20, number: 7 })
    installFetch({ "GET /api/cart/list": ok({ ...state(), data: [line(4, scarce, 20)] }) })
    renderCart()
    const field = await screen.findByRole("textbox", { name: "板蓝根颗粒 购买数量" })
    fireEvent.change(field, { target: { value: "5" } })
    fireEvent.keyDown(field, { key: "Enter" })
    expect((await screen.findByRole("alert")).textContent).toBe(
      "库存仅剩7盒，该商品按中包装（20盒）的整数倍销售",
    )
  })

  it("reads the group the URL names and keeps the tab chosen in the URL", async () => {
    const fetch = installFetch({ "GET /api/cart/list": ok(state()) })
    renderCart("/cart?filter=invalid")
    const tabs = () => screen.findByRole("navigation", { name: Messages.cart.filters })
    expect(within(await tabs()).getByRole("link", { current: "page" }).textContent).toBe(
      Messages.kit.tabWithCount("失效", 1),
    )
    expect(fetch.calls[0]?.query.get("filter")).toBe("invalid")
    fireEvent.click(within(await tabs()).getByRole("link", { name: /全部/ }))
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/cart"))
    await waitFor(() => expect(fetch.calls.at(-1)?.query.get("filter")).toBe("all"))
    await waitFor(async () =>
      expect(within(await tabs()).getByRole("link", { current: "page" }).textContent).toBe(
        Messages.kit.tabWithCount("全部", 3),
      ),
    )
    fireEvent.click(within(await tabs()).getByRole("link", { name: /失效/ }))
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/cart?filter=invalid"),
    )
  })

  it("keeps a quantity typed but not confirmed, and confirms it when the page comes back", async () => {
    const fetch = installFetch({
      "GET /api/cart/list": ok(state()),
      "POST /api/cart/2/edit": ok(line(2, goods(12, "阿莫西林胶囊", "10.00"), 8), "修改成功"),
    })
    const first = renderCart()
    const field = await screen.findByRole("textbox", { name: "阿莫西林胶囊 购买数量" })
    fireEvent.change(field, { target: { value: "8" } })
    expect(JSON.parse(window.sessionStorage.getItem(DRAFTS) ?? "{}")).toEqual({ "2": "8" })
    expect(fetch.count("POST /api/cart/2/edit")).toBe(0)

    // the reload: the page mounts afresh with what sessionStorage kept
    first.unmount()
    resetCart()
    renderCart()
    await waitFor(() => expect(fetch.count("POST /api/cart/2/edit")).toBe(1))
    expect(fetch.calls.find((c) => c.path === "/api/cart/2/edit")?.body).toBe("number=8")
    const again = await screen.findByRole("textbox", { name: "阿莫西林胶囊 购买数量" })
    await waitFor(() => expect((again as HTMLInputElement).value).toBe("8"))
    expect(window.sessionStorage.getItem(DRAFTS)).toBeNull()
  })

  it("drops a draft once confirmed, cancelled, or its line is gone", async () => {
    window.sessionStorage.setItem(DRAFTS, JSON.stringify({ "99": "5" }))
    const fetch = installFetch({
      "GET /api/cart/list": ok(state()),
      "POST /api/cart/1/edit": ok(line(1, goods(11, "感冒灵颗粒", "30.00"), 12), "修改成功"),
    })
    renderCart()
    const field = await screen.findByRole("textbox", { name: "感冒灵颗粒 购买数量" })
    // line 99 is not in the cart
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFTS)).toBeNull())
    fireEvent.change(field, { target: { value: "12" } })
    expect(window.sessionStorage.getItem(DRAFTS)).toBe(JSON.stringify({ "1": "12" }))
    fireEvent.keyDown(field, { key: "Escape" })
    expect(window.sessionStorage.getItem(DRAFTS)).toBeNull()
    fireEvent.change(field, { target: { value: "12" } })
    fireEvent.blur(field)
    expect(window.sessionStorage.getItem(DRAFTS)).toBeNull()
    await waitFor(() => expect(fetch.count("POST /api/cart/1/edit")).toBe(1))
  })
})
