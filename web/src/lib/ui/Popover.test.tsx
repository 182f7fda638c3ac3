import { act, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { placement, Popover } from "./Popover.tsx"

/** jsdom has no popover attribute: the popover is the disclosure button the other browsers get. */
const trigger = () => screen.getByRole("button", { name: "手机APP" })

describe("Popover (where the browser has no popover attribute)", () => {
  it("is a collapsed disclosure button until pressed; its panel is drawn only while open", () => {
    render(
      <Popover label="手机APP">
        <p>扫码下载</p>
      </Popover>,
    )
    expect(trigger().getAttribute("aria-expanded")).toBe("false")
    expect(screen.queryByText("扫码下载")).toBeNull()
    fireEvent.click(trigger())
    expect(trigger().getAttribute("aria-expanded")).toBe("true")
    const panel = document.getElementById(trigger().getAttribute("aria-controls")!)
    expect(panel?.textContent).toBe("扫码下载")
    fireEvent.click(trigger())
    expect(screen.queryByText("扫码下载")).toBeNull()
  })

  it("Esc closes it and gives focus back to the trigger; a press outside closes it", () => {
    render(
      <>
        <Popover label="手机APP">
          <a href="/app">下载</a>
        </Popover>
        <p>页面</p>
      </>,
    )
    fireEvent.click(trigger())
    screen.getByRole("link", { name: "下载" }).focus()
    act(() => void fireEvent.keyDown(document, { key: "Escape" }))
    expect(trigger().getAttribute("aria-expanded")).toBe("false")
    expect(document.activeElement).toBe(trigger())
    fireEvent.click(trigger())
    fireEvent.pointerDown(screen.getByRole("link", { name: "下载" }))
    expect(trigger().getAttribute("aria-expanded")).toBe("true")
    fireEvent.pointerDown(screen.getByText("页面"))
    expect(trigger().getAttribute("aria-expanded")).toBe("false")
  })

  it("is placed under its trigger, or to its left, centred either way", () => {
    const rect = { top: 100, bottom: 130, left: 200, width: 80, height: 30 }
    expect(placement(rect, "bottom", 6)).toEqual({
      top: "136px",
      left: "240px",
      transform: "translateX(-50%)",
    })
    expect(placement(rect, "left", 8)).toEqual({
      top: "115px",
      left: "192px",
      transform: "translate(-100%, -50%)",
    })
  })

  it("while it stands for something else, its trigger is the same button calling that, with no panel", () => {
    const asButton = vi.fn()
    function Page() {
      const [ready, setReady] = useState(false)
      return (
        <>
          <Popover label="手机APP" {...(ready ? {} : { asButton })} openWhenReady={() => true}>
            <p>扫码下载</p>
          </Popover>
          <button type="button" onClick={() => setReady(true)}>
            准备好
          </button>
        </>
      )
    }
    render(<Page />)
    const before = trigger()
    expect(before.getAttribute("aria-haspopup")).toBe("dialog")
    fireEvent.click(before)
    expect(asButton).toHaveBeenCalledTimes(1)
    expect(screen.queryByText("扫码下载")).toBeNull()
    // once available, a press asked for before it opens the panel at once, on the same element
    fireEvent.click(screen.getByRole("button", { name: "准备好" }))
    expect(trigger()).toBe(before)
    expect(screen.getByText("扫码下载")).toBeTruthy()
  })
})
