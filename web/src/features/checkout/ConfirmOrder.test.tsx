import { render, screen, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { afterEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok } from "../../../test/fetchMock.ts"
import { combinationFixture } from "../../../test/combination.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { ConfirmOrder } from "./ConfirmOrder.tsx"
import { resetCheckout, type CheckoutData } from "./model.ts"

/** Two sets of 感冒组合装 at ¥84.60 a set. */
const twoSets: CheckoutData["lines"][number] = {
  id: 3,
  type: 3,
  combination: combinationFixture({ stock: 20 }),
  goods: goodsFixture({ id: 3, number: 20, bzdw: "组" }),
  number: 2,
  price: "84.60",
  is_selected: 1,
  with_coupon: 0,
  goods_manjian_amount: "0.00",
  gift_data: { total: 0, type: 0 },
  goods_type: 3,
}

/** The buyer's own coupons beside the checkout's: none. */
const noCoupons = { data: [], total: 0, current_page: 1, last_page: 1, per_page: 10 }

afterEach(() => {
  resetCheckout()
  vi.unstubAllGlobals()
})

describe("ConfirmOrder", () => {
  it("shows a combination line as the combination: name, goods per set, set price", async () => {
    installFetch({
      "POST /api/cart/checkout": ok({
        lines: [twoSets],
        goods_amount: "169.20",
        manjian_amount: "0.00",
        shipping_amount: "0.00",
        coupon_amount: "0.00",
        pay_amount: "169.20",
        addresses: [
          {
            id: 1,
            consignee: "张伟",
            phone: "13800138000",
            province: "广东省",
            city: "广州市",
            district: "天河区",
            address: "天河路1号",
            is_default: 1,
          },
        ],
        coupons: [],
      }),
      "GET /api/user/availableCoupon": ok(noCoupons),
    })
    render(
      <MemoryRouter initialEntries={["/cart/step2?ids=3"]}>
        <ConfirmOrder />
      </MemoryRouter>,
    )
    const row = (await screen.findByText("感冒组合装")).closest("tr")!
    // the 组合 tag before its name
    expect(within(row).getByText("组合", { exact: true })).toBeTruthy()
    const contents = within(row).getByRole("list", { name: "组合内容" })
    const items = within(contents)
      .getAllByRole("listitem")
      .map((li) => li.textContent)
    expect(items).toHaveLength(2)
    expect(items[0]).toMatch(/感冒灵颗粒.*每组2/)
    expect(items[1]).toMatch(/氯雷他定片.*每组1/)
    expect(row.textContent).toContain("组合价")
    expect(row.textContent).toContain("¥84.60")
    expect(row.textContent).toContain("2组")
    expect(row.textContent).toContain("¥169.20")
  })
})
