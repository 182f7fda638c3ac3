import { fireEvent, render, screen } from "@testing-library/react"
import { MemoryRouter, useLocation } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { PageHeader } from "./PageHeader.tsx"

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

describe("PageHeader", () => {
  it("holds the page's one h1, which focus can be moved to, with its line and actions", () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="我的订单"
          description="共 9 条"
          actions={<button type="button">导出</button>}
        />
      </MemoryRouter>,
    )
    const h1 = screen.getByRole("heading", { level: 1, name: "我的订单" })
    expect(h1.getAttribute("tabindex")).toBe("-1")
    expect(screen.getAllByRole("heading")).toHaveLength(1)
    expect(screen.getByText("共 9 条")).toBeTruthy()
    expect(screen.getByRole("button", { name: "导出" })).toBeTruthy()
  })

  it("a back link before the title goes back in the app", () => {
    render(
      <MemoryRouter initialEntries={["/order/info/7"]}>
        <PageHeader title="订单详情" back={{ to: "/order", label: "返回我的订单" }} compact />
        <Where />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole("link", { name: "返回我的订单" }))
    expect(screen.getByTestId("where").textContent).toBe("/order")
  })
})
