import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { IconButton } from "./IconButton.tsx"
import { closeIcon } from "./icons/close.ts"

describe("IconButton", () => {
  it("is named by its words, shown as a tooltip; its drawing is hidden from assistive technology", () => {
    render(<IconButton icon={closeIcon} label="关闭" />)
    const button = screen.getByRole("button", { name: "关闭" })
    expect(button.getAttribute("title")).toBe("关闭")
    expect(button.getAttribute("type")).toBe("button")
    const svg = button.querySelector("svg")
    expect(svg?.getAttribute("aria-hidden")).toBe("true")
    expect(svg?.getAttribute("focusable")).toBe("false")
    expect(button.dataset).toMatchObject({ ui: "button", variant: "icon", size: "md" })
  })

  it("presses call the caller; disabled, they do not", () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <IconButton icon={closeIcon} label="关闭" size="sm" onClick={onClick} />,
    )
    fireEvent.click(screen.getByRole("button", { name: "关闭" }))
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(<IconButton icon={closeIcon} label="关闭" size="sm" onClick={onClick} disabled />)
    fireEvent.click(screen.getByRole("button", { name: "关闭" }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("button", { name: "关闭" }).dataset.size).toBe("sm")
  })
})
