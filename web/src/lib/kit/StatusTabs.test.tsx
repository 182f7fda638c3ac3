import { fireEvent, render, screen, within } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { MemoryRouter, useLocation } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { StatusBadge } from "./StatusBadge.tsx"
import { StatusTabs } from "./StatusTabs.tsx"

const tabs = [
  { value: "all", label: "全部" },
  { value: "unpaid", label: "待付款", count: 2 },
  { value: "shipped", label: "待收货", count: 0 },
] as const

function Where() {
  const { pathname, search } = useLocation()
  return <output data-testid="where">{pathname + search}</output>
}

const show = (current: "all" | "unpaid" | "shipped", look?: "tabs" | "segmented") =>
  render(
    <MemoryRouter initialEntries={["/order"]}>
      <StatusTabs
        label="订单状态"
        tabs={tabs}
        current={current}
        hrefOf={(v) => `/order?tab=${v}`}
        {...(look ? { look } : {})}
      />
      <Where />
    </MemoryRouter>,
  )

describe("StatusTabs", () => {
  it("is a named navigation of links, each tab with its count when known", () => {
    show("unpaid")
    const nav = screen.getByRole("navigation", { name: "订单状态" })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([
      "全部",
      Messages.kit.tabWithCount("待付款", 2),
      Messages.kit.tabWithCount("待收货", 0),
    ])
  })

  it("marks only the current tab, and each tab links to the list with its status", () => {
    show("shipped")
    const links = screen.getAllByRole("link")
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual([null, null, "page"])
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/order?tab=all",
      "/order?tab=unpaid",
      "/order?tab=shipped",
    ])
    fireEvent.click(links[1]!)
    expect(screen.getByTestId("where").textContent).toBe("/order?tab=unpaid")
  })

  it("the segmented look is the same navigation", () => {
    show("all", "segmented")
    expect(screen.getByRole("navigation", { name: "订单状态" })).toBeTruthy()
    expect(screen.getAllByRole("link")[0]?.getAttribute("aria-current")).toBe("page")
  })
})

describe("StatusBadge", () => {
  it("shows the status in words, whatever its tone", () => {
    render(
      <>
        <StatusBadge tone="success">已完成</StatusBadge>
        <StatusBadge tone="danger">已取消</StatusBadge>
      </>,
    )
    expect(screen.getByText("已完成").className).not.toBe(screen.getByText("已取消").className)
  })
})
