import { act, fireEvent, render, screen, within } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { useState } from "react"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import { Button, ButtonLink } from "./Button.tsx"
import { DateField, DateRange } from "./DateField.tsx"
import {
  Checkbox,
  Choices,
  Field,
  FieldGroup,
  FormGrid,
  FormRow,
  Radio,
  fieldAria,
} from "./Field.tsx"
import { Select, TextInput } from "./Input.tsx"
import { FileField } from "./FileField.tsx"
import { NumberStepper } from "./NumberStepper.tsx"
import { Steps } from "./Steps.tsx"

const w = Messages.ui

describe("Button", () => {
  it("carries its variant and size for the layout check, secondary md by default", () => {
    render(
      <>
        <Button>a</Button>
        <Button variant="primary" size="lg">
          b
        </Button>
        <Button variant="text">c</Button>
      </>,
    )
    const [a, b, c] = screen.getAllByRole("button")
    expect(a!.dataset).toMatchObject({ ui: "button", variant: "secondary", size: "md" })
    expect(b!.dataset).toMatchObject({ variant: "primary", size: "lg" })
    // a text button has no box, so no size
    expect(c!.dataset.size).toBeUndefined()
    expect(a!.getAttribute("type")).toBe("button")
  })

  it("busy: marked busy and disabled for assistive technology, still focusable", () => {
    render(<Button busy>{Messages.kit.submitting}</Button>)
    const button = screen.getByRole("button", { name: Messages.kit.submitting })
    expect(button.getAttribute("aria-busy")).toBe("true")
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect((button as HTMLButtonElement).disabled).toBe(false)
  })

  it("ButtonLink is a link drawn as a button", () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/jfsc" variant="primary" size="sm">
          {Messages.kit.home}
        </ButtonLink>
      </MemoryRouter>,
    )
    const link = screen.getByRole("link", { name: Messages.kit.home })
    expect(link.getAttribute("href")).toBe("/jfsc")
    expect(link.dataset).toMatchObject({ ui: "button", variant: "primary", size: "sm" })
  })
})

describe("Field", () => {
  it("ties the control to its label, hint and message", () => {
    render(
      <Field id="phone" label={Messages.register.phone} hint="h" message="m" required>
        <TextInput {...fieldAria("phone", { hint: "h", message: "m" })} />
      </Field>,
    )
    const input = screen.getByRole("textbox", { name: new RegExp(Messages.register.phone) })
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(input.getAttribute("aria-describedby")).toBe("phone-hint phone-msg")
    expect(screen.getByRole("alert").textContent).toBe("m")
  })

  it("without a hint or message the control is neither invalid nor described", () => {
    const aria = fieldAria("x", {})
    expect(aria).toEqual({ id: "x", "aria-invalid": undefined, "aria-describedby": undefined })
  })

  it("a group of selects shares one label as a fieldset, each select named", () => {
    render(
      <FieldGroup id="region" label={Messages.register.region}>
        <Select aria-label={Messages.register.province} options={[{ value: "1", label: "a" }]} />
        <Select aria-label={Messages.register.city} options={[]} prompt="-" />
      </FieldGroup>,
    )
    const group = screen.getByRole("group", { name: Messages.register.region })
    expect(within(group).getAllByRole("combobox")).toHaveLength(2)
    expect(screen.getByRole("combobox", { name: Messages.register.city })).toBeTruthy()
  })

  it("a checkbox with its label", () => {
    const onChange = vi.fn()
    render(<Checkbox label={Messages.register.agreePrefix} onChange={onChange} />)
    fireEvent.click(screen.getByRole("checkbox", { name: Messages.register.agreePrefix }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})

describe("Radio and Choices", () => {
  it("a row of radios is a named group; a tile is a labelled radio like the plain one", () => {
    const chosen = vi.fn()
    render(
      <Choices label="支付方式">
        <Radio
          name="pay"
          label="微信支付"
          value="wechat"
          onChange={(e) => chosen(e.target.value)}
        />
        <Radio name="pay" label="余额支付" value="balance" look="tile" defaultChecked />
        <Radio name="pay" aria-label="支付宝" value="alipay" disabled />
      </Choices>,
    )
    const group = screen.getByRole("group", { name: "支付方式" })
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[]
    expect(radios.map((r) => [r.value, r.checked, r.disabled])).toEqual([
      ["wechat", false, false],
      ["balance", true, false],
      ["alipay", false, true],
    ])
    fireEvent.click(screen.getByRole("radio", { name: "微信支付" }))
    expect(chosen).toHaveBeenCalledWith("wechat")
  })

  it("a row of choices without a label is no group", () => {
    render(
      <Choices>
        <Checkbox label="只看有货" />
      </Choices>,
    )
    expect(screen.queryByRole("group")).toBeNull()
  })
})

describe("FormGrid", () => {
  it("lines fields and a labelless row of actions up in reading order", () => {
    render(
      <FormGrid>
        <Field id="a" label="姓名">
          <TextInput {...fieldAria("a", {})} />
        </Field>
        <FormRow>
          <Button variant="primary">保存</Button>
        </FormRow>
      </FormGrid>,
    )
    expect(screen.getByRole("textbox", { name: "姓名" })).toBeTruthy()
    const [field, button] = [
      screen.getByRole("textbox"),
      screen.getByRole("button", { name: "保存" }),
    ]
    expect(field.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe("NumberStepper", () => {
  const props = {
    label: "q",
    decreaseLabel: "down",
    increaseLabel: "up",
  }

  it("steps through the caller and marks a step that cannot go, keeping it focusable", () => {
    const onStep = vi.fn()
    render(
      <NumberStepper
        {...props}
        value="10"
        onChange={() => undefined}
        onStep={onStep}
        canDown={false}
        canUp
      />,
    )
    const down = screen.getByRole("button", { name: "down" })
    expect(down.getAttribute("aria-disabled")).toBe("true")
    expect((down as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(screen.getByRole("button", { name: "up" }))
    expect(onStep).toHaveBeenCalledWith("up")
  })

  it("hands typed text to the caller and Enter to onEnter", () => {
    const onChange = vi.fn()
    const onEnter = vi.fn()
    render(
      <NumberStepper
        {...props}
        value="1"
        onChange={onChange}
        onStep={() => undefined}
        canDown
        canUp
        onEnter={onEnter}
      />,
    )
    const box = screen.getByRole("textbox", { name: "q" })
    fireEvent.change(box, { target: { value: "30" } })
    expect(onChange).toHaveBeenCalledWith("30")
    fireEvent.keyDown(box, { key: "Enter" })
    expect(onEnter).toHaveBeenCalledTimes(1)
  })
})

function ControlledDate({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <DateField
      value={value}
      onChange={setValue}
      label={Messages.kit.dateFrom}
      aria-label={Messages.kit.dateFrom}
      today={{ year: 2026, month: 11, day: 27 }}
    />
  )
}

describe("DateField", () => {
  const input = () =>
    screen.getByRole("textbox", { name: Messages.kit.dateFrom }) as HTMLInputElement

  it("is a text field in 年-月-日, never the platform's date widget", () => {
    render(<ControlledDate />)
    expect(input().type).toBe("text")
    expect(input().placeholder).toBe(w.datePlaceholder)
  })

  it("reads a day typed another way as 年-月-日 when the buyer leaves the field", () => {
    render(<ControlledDate />)
    fireEvent.change(input(), { target: { value: "2026/1/5" } })
    expect(input().value).toBe("2026/1/5")
    fireEvent.blur(input())
    expect(input().value).toBe("2026-01-05")
    // text that names no day is left for the form to refuse
    fireEvent.change(input(), { target: { value: "2026/13/45" } })
    fireEvent.blur(input())
    expect(input().value).toBe("2026/13/45")
  })

  it("opens a calendar on the chosen day, moved by the keys; a day pressed is picked and the calendar closes", async () => {
    render(<ControlledDate initial="2026-11-27" />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: w.openCalendar })))
    const grid = screen.getByRole("grid", { name: w.monthTitle(2026, 11) })
    const focused = () => document.activeElement as HTMLElement
    expect(focused().getAttribute("aria-label")).toBe(w.dayName(2026, 11, 27, "星期五"))
    expect(focused().getAttribute("aria-pressed")).toBe("true")
    fireEvent.keyDown(grid, { key: "ArrowRight" })
    expect(focused().getAttribute("aria-label")).toBe(w.dayName(2026, 11, 28, "星期六"))
    fireEvent.keyDown(grid, { key: "PageDown" })
    expect(screen.getByRole("grid", { name: w.monthTitle(2026, 12) })).toBeTruthy()
    expect(focused().getAttribute("aria-label")).toBe(w.dayName(2026, 12, 28, "星期一"))
    await act(async () => fireEvent.click(focused()))
    expect(input().value).toBe("2026-12-28")
    expect(screen.queryByRole("grid")).toBeNull()
  })

  it("今天 picks today and 清除 empties the field", async () => {
    render(<ControlledDate initial="2026-01-01" />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: w.openCalendar })))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: w.today })))
    expect(input().value).toBe("2026-11-27")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: w.openCalendar })))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: w.clear })))
    expect(input().value).toBe("")
  })

  it("a range names each end and marks both when the range is refused", () => {
    render(
      <DateRange
        start="2026-11-30"
        end="2026-11-01"
        onStart={() => undefined}
        onEnd={() => undefined}
        startLabel={Messages.kit.dateFrom}
        endLabel={Messages.kit.dateTo}
        invalid
        describedBy="err"
      />,
    )
    for (const name of [Messages.kit.dateFrom, Messages.kit.dateTo]) {
      const field = screen.getByRole("textbox", { name })
      expect(field.getAttribute("aria-invalid")).toBe("true")
      expect(field.getAttribute("aria-describedby")).toBe("err")
    }
  })
})

describe("FileField", () => {
  it("says its limits before a file is chosen, and names the input by the field", () => {
    const onChoose = vi.fn()
    render(<FileField label="营业执照" hint="limits" chosen={null} onChoose={onChoose} />)
    const input = screen.getByLabelText("营业执照") as HTMLInputElement
    expect(input.type).toBe("file")
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "limits",
    )
    expect(screen.getByText(w.noFile)).toBeTruthy()
    const file = new File(["x"], "a.png", { type: "image/png" })
    fireEvent.change(input, { target: { files: [file] } })
    expect(onChoose).toHaveBeenCalledTimes(1)
  })

  it("shows the chosen file's name and size, and 移除 removes it", () => {
    const onRemove = vi.fn()
    render(
      <FileField
        label="x"
        chosen={{ name: "证.pdf", size: 2048 }}
        onChoose={() => undefined}
        onRemove={onRemove}
      />,
    )
    expect(screen.getByText(w.fileChosen("证.pdf", "2 KB"))).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: w.removeNamed("证.pdf") }))
    expect(onRemove).toHaveBeenCalledTimes(1)
  })

  it("while busy, a click opens nothing", () => {
    render(<FileField label="x" chosen={null} onChoose={() => undefined} busy />)
    const input = screen.getByLabelText("x")
    expect(input.getAttribute("aria-disabled")).toBe("true")
    const click = new MouseEvent("click", { bubbles: true, cancelable: true })
    input.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
  })
})

describe("Steps", () => {
  it("marks the current step and ticks the done ones", () => {
    render(<Steps label={Messages.checkout.progress} steps={Messages.checkout.steps} current={2} />)
    const list = screen.getByRole("list", { name: Messages.checkout.progress })
    const items = within(list).getAllByRole("listitem")
    expect(items.map((i) => i.getAttribute("aria-current"))).toEqual([null, "step", null, null])
    expect(items[0]!.querySelector("svg")).not.toBeNull()
    expect(items[2]!.textContent).toContain("3")
  })
})
