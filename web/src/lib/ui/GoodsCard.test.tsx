import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { GoodsCard, GoodsGrid } from "./GoodsCard.tsx"

describe("GoodsCard and GoodsGrid", () => {
  it("a grid is a named list of cards, each with its slots in reading order and the buy row last", () => {
    render(
      <GoodsGrid label="商品列表" columns={4}>
        <GoodsCard
          testId="goods"
          picture={<img alt="感冒灵颗粒" src="/a.png" />}
          price="¥12.30"
          name="感冒灵颗粒"
          meta="华润三九"
          tags="满减"
          tiers="10盒起¥11.00"
          foot="库存100盒"
          buy={<button type="button">加入购物车</button>}
        />
        <GoodsCard price="¥5.00" name="板蓝根颗粒" />
      </GoodsGrid>,
    )
    const grid = screen.getByRole("list", { name: "商品列表" })
    const [full, bare] = within(grid).getAllByRole("listitem")
    expect(full!.dataset.testid).toBe("goods")
    expect(full!.textContent).toBe("¥12.30感冒灵颗粒华润三九满减10盒起¥11.00库存100盒加入购物车")
    expect(full!.lastElementChild?.hasAttribute("data-buy-row")).toBe(true)
    expect(within(full!).getByRole("img", { name: "感冒灵颗粒" })).toBeTruthy()
    // a card without the optional slots has only its price and name
    expect(bare!.children).toHaveLength(2)
    expect(bare!.querySelector("[data-buy-row]")).toBeNull()
  })
})
