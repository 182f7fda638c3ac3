import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Card } from "./Card.tsx"

describe("Card", () => {
  it("with a title it is a section named by its heading (h2 by default), actions beside it", () => {
    render(
      <Card title="收货地址" extra="共3个" actions={<button type="button">新增</button>}>
        <p>内容</p>
      </Card>,
    )
    const section = screen.getByRole("region", { name: "收货地址" })
    expect(within(section).getByRole("heading", { level: 2, name: "收货地址" })).toBeTruthy()
    expect(within(section).getByRole("button", { name: "新增" })).toBeTruthy()
    expect(within(section).getByText("共3个")).toBeTruthy()
    expect(within(section).getByText("内容")).toBeTruthy()
  })

  it("a heading level and id can be given, and the heading can take focus from code only", () => {
    render(
      <Card title="基本信息" level={3} headingId="basic-info">
        <p>内容</p>
      </Card>,
    )
    const heading = screen.getByRole("heading", { level: 3, name: "基本信息" })
    expect(heading.id).toBe("basic-info")
    expect(heading.getAttribute("tabindex")).toBe("-1")
  })

  it("without a title it is a plain panel, no section and no heading", () => {
    render(
      <Card flush>
        <p>表格</p>
      </Card>,
    )
    expect(screen.queryByRole("region")).toBeNull()
    expect(screen.queryByRole("heading")).toBeNull()
    expect(screen.getByText("表格").closest("[data-ui=card]")).toBeTruthy()
  })
})
