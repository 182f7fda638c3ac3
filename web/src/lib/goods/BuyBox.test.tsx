import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import * as Messages from "@mall/core/Messages"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { BuyBox } from "./BuyBox.tsx"
import { resetGoodsActions, type Goods } from "./goods.ts"

const goods = (extra: Partial<Goods> = {}): Goods => goodsFixture({ zbz: 10, ck_id: 1, ...extra })

const quantity = () => screen.getByRole("textbox", { name: "感冒灵颗粒 购买数量" })
const add = () => screen.getByRole("button", { name: "感冒灵颗粒 加入购物车" })

function type(value: string) {
  fireEvent.change(quantity(), { target: { value } })
  fireEvent.click(add())
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
  resetGoodsActions()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("BuyBox quantity input", () => {
  it("starts at the pack size and steps by it", () => {
    installFetch({})
    render(<BuyBox goods={goods()} />)
    expect((quantity() as HTMLInputElement).value).toBe("10")
    fireEvent.click(screen.getByRole("button", { name: "增加 感冒灵颗粒 数量" }))
    expect((quantity() as HTMLInputElement).value).toBe("20")
  })

  it("- and + stop at the pack size and at the stock (rounded down to the pack)", () => {
    installFetch({})
    render(<BuyBox goods={goods({ number: 25 })} />)
    const minus = screen.getByRole("button", { name: Messages.common.decrease("感冒灵颗粒") })
    const plus = screen.getByRole("button", { name: Messages.common.increase("感冒灵颗粒") })
    // at an end the button is marked (aria-disabled), keeps its focus and does nothing
    expect(minus.getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(minus)
    expect((quantity() as HTMLInputElement).value).toBe("10")
    fireEvent.click(plus)
    expect((quantity() as HTMLInputElement).value).toBe("20")
    expect(plus.getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(plus)
    expect((quantity() as HTMLInputElement).value).toBe("20")
    fireEvent.click(minus)
    expect((quantity() as HTMLInputElement).value).toBe("10")
    fireEvent.change(quantity(), { target: { value: "13" } })
    fireEvent.click(plus)
    expect((quantity() as HTMLInputElement).value).toBe("20")
  })

  it.each([
    ["0", Messages.cartInput.quantityNotPositive],
    ["abc", Messages.cartInput.quantityNotInteger],
    ["1.5", Messages.cartInput.quantityNotInteger],
    ["120", Messages.aboveStock(100, "盒")],
  ])("%s shows core's message and sends nothing", (value, message) => {
    const fetch = installFetch({})
    render(<BuyBox goods={goods()} />)
    type(value)
    expect(screen.getByRole("alert").textContent).toBe(message)
    expect(quantity().getAttribute("aria-invalid")).toBe("true")
    vi.advanceTimersByTime(500)
    expect(fetch.calls).toHaveLength(0)
  })

  it("rounds up to the pack size and says so", () => {
    installFetch({ "POST /api/cart": ok({ total: 1, added: [] }, "加入购物车成功") })
    render(<BuyBox goods={goods()} />)
    type("13")
    expect(screen.getByRole("status").textContent).toBe(Messages.packAdjusted(20, "盒"))
    expect((quantity() as HTMLInputElement).value).toBe("20")
  })

  it("is disabled with 缺货 / 暂不可购买 when the goods cannot be bought", () => {
    installFetch({})
    const { unmount } = render(<BuyBox goods={goods({ number: 0 })} />)
    const out = screen.getByRole("button", { name: "感冒灵颗粒 缺货" }) as HTMLButtonElement
    expect(out.disabled).toBe(true)
    expect(out.textContent).toBe(Messages.text["goods.outOfStock"])
    unmount()
    render(<BuyBox goods={goods({ is_buy: 0 })} />)
    const blocked = screen.getByRole("button", { name: "感冒灵颗粒 暂不可购买" })
    expect(blocked.textContent).toBe(Messages.text["goods.notBuyable"])
  })

  it("sends one request 200 ms after a double click, with core's line", async () => {
    const fetch = installFetch({
      "POST /api/cart": ok({ total: 3, added: [] }, "加入购物车成功"),
      "GET /api/cart/total": ok({ total: 3 }),
    })
    render(<BuyBox goods={goods()} />)
    fireEvent.click(add())
    fireEvent.click(add())
    vi.advanceTimersByTime(199)
    expect(fetch.count("POST /api/cart")).toBe(0)
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(fetch.count("POST /api/cart")).toBe(1)
    expect(fetch.calls[0]?.body).toBe("goods_id=7&price=12.30&number=10&ck_id=1&type=1")
  })
})
