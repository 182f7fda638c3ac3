import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Timeline } from "./Timeline.tsx"

describe("Timeline", () => {
  it("is a named ordered list; the latest event is the current step; a time shows only when known", () => {
    render(
      <Timeline
        label="订单进度"
        events={[
          { key: "placed", title: "提交订单", time: "2026-11-26 10:00" },
          {
            key: "paid",
            title: "付款成功",
            time: "2026-11-26 10:05",
            state: "current",
            detail: "微信支付",
          },
          { key: "shipped", title: "商品出库", time: "", state: "pending" },
        ]}
      />,
    )
    const list = screen.getByRole("list", { name: "订单进度" })
    const items = within(list).getAllByRole("listitem")
    expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, "step", null])
    expect(items.map((li) => li.querySelector("time")?.textContent ?? null)).toEqual([
      "2026-11-26 10:00",
      "2026-11-26 10:05",
      null,
    ])
    expect(within(items[1]!).getByText("微信支付")).toBeTruthy()
  })

  it("an empty history is an empty list", () => {
    render(<Timeline label="物流信息" events={[]} />)
    expect(
      within(screen.getByRole("list", { name: "物流信息" })).queryAllByRole("listitem"),
    ).toEqual([])
  })
})
