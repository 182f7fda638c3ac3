import { act, fireEvent, render, screen } from "@testing-library/react"
import * as Forms from "@mall/core/Forms"
import { describe, expect, it } from "vitest"
import { DateInputField } from "./DateInputField.tsx"
import { createForm } from "./form.ts"

const fields = {
  day: { checks: [Forms.required("请选择日期")], trim: true },
} satisfies Forms.Form<string>

const makeForm = () => createForm({ fields, initial: { day: "" } })

describe("DateInputField", () => {
  it("is named by its label and puts a day typed any way into the form as 年-月-日", () => {
    const form = makeForm()
    render(<DateInputField form={form} name="day" label="有效期至" hint="年-月-日" />)
    const input = screen.getByRole("textbox", { name: "有效期至" })
    fireEvent.change(input, { target: { value: "2030/1/5" } })
    expect(form.values.value.day).toBe("2030/1/5")
    fireEvent.blur(input)
    expect(form.values.value.day).toBe("2030-01-05")
  })

  it("carries the form's message: invalid, described by it, and focused when it is the first", () => {
    const form = makeForm()
    render(<DateInputField form={form} name="day" label="有效期至" />)
    act(() => void form.check())
    const input = screen.getByRole("textbox", { name: "有效期至" })
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "请选择日期",
    )
    expect(document.activeElement).toBe(input)
  })
})
