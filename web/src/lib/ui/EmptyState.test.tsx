import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { EmptyState } from "./EmptyState.tsx"

describe("EmptyState", () => {
  it("empty by default: its sentence and what to do next, quiet (no role)", () => {
    render(<EmptyState actions={<a href="/">去逛逛</a>}>购物车为空</EmptyState>)
    const box = screen.getByText("购物车为空").closest("[data-ui=empty-state]")!
    expect(box.getAttribute("role")).toBeNull()
    expect(screen.getByRole("link", { name: "去逛逛" })).toBeTruthy()
    expect(box.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true")
  })

  it("an error is announced as an alert; a finished step as a status", () => {
    render(
      <>
        <EmptyState tone="error" role="alert">
          加载失败
        </EmptyState>
        <EmptyState tone="success" role="status" title="支付成功！" />
      </>,
    )
    expect(screen.getByRole("alert").textContent).toContain("加载失败")
    expect(screen.getByRole("status").textContent).toContain("支付成功！")
  })

  it("a page made of it has its h1; otherwise the title is an h2", () => {
    render(
      <>
        <EmptyState title="页面不存在" titleLevel={1} />
        <EmptyState title="注册信息已提交" />
      </>,
    )
    expect(
      screen.getByRole("heading", { level: 1, name: "页面不存在" }).getAttribute("tabindex"),
    ).toBe("-1")
    expect(screen.getByRole("heading", { level: 2, name: "注册信息已提交" })).toBeTruthy()
  })
})
