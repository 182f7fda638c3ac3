import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { NumberStepper, type NumberStepperProps } from "./NumberStepper.tsx"

const props = (extra: Partial<NumberStepperProps> = {}): NumberStepperProps => ({
  value: "10",
  onChange: () => undefined,
  onStep: () => undefined,
  canDown: true,
  canUp: true,
  label: "感冒灵颗粒 购买数量",
  decreaseLabel: "减少",
  increaseLabel: "增加",
  ...extra,
})

const box = () => screen.getByRole("textbox", { name: "感冒灵颗粒 购买数量" }) as HTMLInputElement
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement

describe("NumberStepper", () => {
  it("by default: a numeric text box between − and +, small, neither invalid nor described", () => {
    render(<NumberStepper {...props()} />)
    expect(box().value).toBe("10")
    expect(box().inputMode).toBe("numeric")
    expect(box().getAttribute("aria-invalid")).toBe("false")
    expect(box().getAttribute("aria-describedby")).toBeNull()
    expect(box().closest("[data-ui=stepper]")?.getAttribute("data-size")).toBe("sm")
    expect(button("减少").getAttribute("aria-disabled")).toBe("false")
  })

  it("disabled (a goods that cannot be bought): the box and both steps cannot be used", () => {
    const onStep = vi.fn()
    render(<NumberStepper {...props({ disabled: true, onStep })} />)
    expect(box().disabled).toBe(true)
    expect(button("减少").disabled).toBe(true)
    expect(button("增加").disabled).toBe(true)
    fireEvent.click(button("增加"))
    expect(onStep).not.toHaveBeenCalled()
  })

  it("invalid: marked so and described by the message the caller names", () => {
    render(
      <>
        <NumberStepper {...props({ invalid: true, describedBy: "qty-msg", size: "md" })} />
        <span id="qty-msg">库存仅剩5盒</span>
      </>,
    )
    expect(box().getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(box().getAttribute("aria-describedby")!)?.textContent).toBe(
      "库存仅剩5盒",
    )
    expect(box().dataset.size).toBe("md")
  })

  it("at the top of the range + is marked, and still steps through the caller (who refuses)", () => {
    const onStep = vi.fn()
    render(<NumberStepper {...props({ canUp: false, onStep })} />)
    expect(button("增加").getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(button("减少"))
    expect(onStep).toHaveBeenCalledWith("down")
  })

  it("only Enter confirms; leaving the box is told to the caller", () => {
    const onEnter = vi.fn()
    const onBlur = vi.fn()
    render(<NumberStepper {...props({ onEnter, onBlur })} />)
    for (const key of ["ArrowUp", "ArrowDown", "Tab", "a"]) fireEvent.keyDown(box(), { key })
    expect(onEnter).not.toHaveBeenCalled()
    fireEvent.keyDown(box(), { key: "Enter" })
    expect(onEnter).toHaveBeenCalledTimes(1)
    fireEvent.blur(box())
    expect(onBlur).toHaveBeenCalledTimes(1)
  })
})
