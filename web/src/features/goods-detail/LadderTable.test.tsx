import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import * as LadderPrice from "@mall/core/LadderPrice"
import { LadderTable } from "./LadderTable.tsx"

const rows = (type: 1 | 2, quantity?: number) =>
  LadderPrice.tierTable(
    LadderPrice.fromGoods({
      base_price: "12.30",
      ladder_price_type: type,
      ladder_price: [
        { number: 50, price: "11.80" },
        { number: 10, price: "12.00" },
      ],
    }),
    "盒",
    quantity,
  )

describe("LadderTable", () => {
  it("lists 'at least' tiers in order with the wording-table labels", () => {
    render(<LadderTable rows={rows(2)} />)
    const items = within(screen.getByRole("list", { name: "阶梯价" })).getAllByRole("listitem")
    expect(items.map((li) => li.textContent)).toEqual(["满10盒 ¥12.00", "满50盒 ¥11.80"])
  })

  it("labels type-1 tiers 及以下 and marks the tier that applies", () => {
    render(<LadderTable rows={rows(1, 30)} />)
    const items = screen.getAllByRole("listitem")
    expect(items.map((li) => li.textContent)).toEqual(["10盒及以下 ¥12.00", "50盒及以下 ¥11.80"])
    expect(items[1]?.getAttribute("aria-current")).toBe("true")
    expect(items[0]?.getAttribute("aria-current")).toBeNull()
  })

  it("reads the open-ended top tier from its first quantity (N盒及以上), never 99999", () => {
    const open = LadderPrice.tierTable(
      LadderPrice.fromGoods({
        base_price: "12.30",
        ladder_price_type: 1,
        ladder_price: [
          { number: 99999, price: "11.80" },
          { number: 10, price: "12.00" },
        ],
      }),
      "盒",
    )
    render(<LadderTable rows={open} />)
    const list = screen.getByRole("list", { name: "阶梯价" })
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["10盒及以下 ¥12.00", "11盒及以上 ¥11.80"])
    expect(list.textContent).not.toContain("99999")
  })

  it("shows nothing without tiers", () => {
    const { container } = render(<LadderTable rows={[]} />)
    expect(container.innerHTML).toBe("")
  })
})
