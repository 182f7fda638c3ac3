import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { Tabs } from "./Tabs.tsx"

function TwoTabs() {
  const [tab, setTab] = useState<"a" | "b">("a")
  return (
    <Tabs
      idPrefix="t"
      chosen={tab}
      onChoose={setTab}
      tabs={[
        { value: "a", label: "商品详情", panel: <p>详情内容</p> },
        { value: "b", label: "说明书", panel: <p>说明书内容</p> },
      ]}
    />
  )
}

describe("Tabs", () => {
  it("shows the chosen tab's panel, labelled by its tab; the chosen tab is the one Tab stop", () => {
    render(<TwoTabs />)
    const [a, b] = screen.getAllByRole("tab")
    expect(a?.getAttribute("aria-selected")).toBe("true")
    expect(a?.getAttribute("tabindex")).toBe("0")
    expect(b?.getAttribute("tabindex")).toBe("-1")
    const panel = screen.getByRole("tabpanel", { name: "商品详情" })
    expect(panel.textContent).toBe("详情内容")
    expect(a?.getAttribute("aria-controls")).toBe(panel.id)
  })

  it("draws a panel's content once its tab is first chosen, and keeps it", () => {
    render(<TwoTabs />)
    const hidden = document.getElementById("t-panel-b")!
    expect(hidden.hidden).toBe(true)
    expect(hidden.textContent).toBe("")
    fireEvent.click(screen.getByRole("tab", { name: "说明书" }))
    expect(screen.getByRole("tabpanel", { name: "说明书" }).textContent).toBe("说明书内容")
    fireEvent.click(screen.getByRole("tab", { name: "商品详情" }))
    const left = document.getElementById("t-panel-b")!
    expect(left.hidden).toBe(true)
    expect(left.textContent).toBe("说明书内容")
  })

  it("a click or the arrow keys choose another tab, and the keys move focus to it", () => {
    render(<TwoTabs />)
    fireEvent.click(screen.getByRole("tab", { name: "说明书" }))
    expect(screen.getByRole("tabpanel", { name: "说明书" }).textContent).toBe("说明书内容")
    const chosen = screen.getByRole("tab", { name: "说明书" })
    chosen.focus()
    fireEvent.keyDown(chosen, { key: "ArrowRight" })
    const first = screen.getByRole("tab", { name: "商品详情" })
    expect(first?.getAttribute("aria-selected")).toBe("true")
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: "End" })
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "说明书" }))
  })
})
