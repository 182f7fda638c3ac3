import { act, fireEvent, render, screen } from "@testing-library/react"
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { recordToasts } from "../../../test/toasts.ts"
import { createForm } from "./form.ts"
import { CheckboxField, FormView, SelectField, TextAreaField, TextField } from "./Form.tsx"
import type * as ApiOutcome from "@mall/core/ApiOutcome"

const M = Messages.form
const fields = {
  name: { checks: [Forms.required(M.nameRequired)], trim: true },
  kind: { checks: [Forms.required(M.feedbackTypeRequired)], trim: true },
  note: { checks: [], trim: true },
  agree: { checks: [Forms.required(M.contractAgreeRequired)], trim: true },
} satisfies Forms.Form<string>
type Name = keyof typeof fields

const makeForm = () => createForm({ fields, initial: { name: "", kind: "", note: "", agree: "" } })

function Page({ form, onSubmit }: { form: ReturnType<typeof makeForm>; onSubmit: () => void }) {
  return (
    <FormView form={form} onSubmit={onSubmit} label="表单" submitLabel="保存">
      <TextField<Name> form={form} name="name" label="姓名" hint="两个字以上" required />
      <SelectField<Name>
        form={form}
        name="kind"
        label="类型"
        prompt="请选择"
        options={[
          { value: "1", label: "建议" },
          { value: "2", label: "投诉" },
        ]}
      />
      <TextAreaField<Name> form={form} name="note" label="备注" />
      <CheckboxField<Name> form={form} name="agree" label="同意" />
    </FormView>
  )
}

/** The text of what a control's aria-describedby points at. */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

beforeEach(() => recordToasts())
afterEach(() => vi.restoreAllMocks())

describe("the form kit's fields", () => {
  it("each control is named by its label; a required one says so; the hint describes it", () => {
    render(<Page form={makeForm()} onSubmit={() => {}} />)
    const name = screen.getByRole("textbox", { name: /姓名/ })
    expect(name.getAttribute("aria-required")).toBe("true")
    expect(name.getAttribute("aria-invalid")).toBeNull()
    expect(describedBy(name)).toEqual(["两个字以上"])
    expect(screen.getByRole("combobox", { name: "类型" })).toBeTruthy()
    expect(screen.getByRole("textbox", { name: "备注" }).tagName).toBe("TEXTAREA")
    expect(screen.getByRole("checkbox", { name: "同意" })).toBeTruthy()
  })

  it("typing, choosing and ticking set the form's values", () => {
    const form = makeForm()
    render(<Page form={form} onSubmit={() => {}} />)
    fireEvent.change(screen.getByRole("textbox", { name: /姓名/ }), { target: { value: "王五" } })
    fireEvent.change(screen.getByRole("combobox", { name: "类型" }), { target: { value: "2" } })
    fireEvent.change(screen.getByRole("textbox", { name: "备注" }), { target: { value: "无" } })
    fireEvent.click(screen.getByRole("checkbox", { name: "同意" }))
    expect(form.values.value).toEqual({ name: "王五", kind: "2", note: "无", agree: "1" })
    fireEvent.click(screen.getByRole("checkbox", { name: "同意" }))
    expect(form.values.value.agree).toBe("")
  })

  it("after a failed check each message is under its field, tied to it, and the first field has focus", () => {
    const form = makeForm()
    render(<Page form={form} onSubmit={() => void form.check()} />)
    act(() => fireEvent.click(screen.getByRole("button", { name: "保存" })))
    const name = screen.getByRole("textbox", { name: /姓名/ })
    expect(name.getAttribute("aria-invalid")).toBe("true")
    expect(describedBy(name)).toEqual(["两个字以上", M.nameRequired])
    const agree = screen.getByRole("checkbox", { name: "同意" })
    expect(agree.getAttribute("aria-invalid")).toBe("true")
    expect(describedBy(agree)).toEqual([M.contractAgreeRequired])
    expect(document.activeElement).toBe(name)
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      M.nameRequired,
      M.feedbackTypeRequired,
      M.contractAgreeRequired,
    ])
  })

  it("a message put on a later field by the page moves focus there", () => {
    const form = makeForm()
    render(<Page form={form} onSubmit={() => {}} />)
    act(() => form.reject({ kind: "类型已停用" }))
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "类型" }))
  })

  it("submits through the model, without reloading; while sending the button is busy and a second submit is ignored", async () => {
    const form = makeForm()
    form.fill({ name: "王五", kind: "1", agree: "1" })
    let release: (o: ApiOutcome.Outcome<null>) => void = () => {}
    const send = vi.fn(
      () => new Promise<ApiOutcome.Outcome<null>>((resolve) => (release = resolve)),
    )
    const onSubmit = vi.fn(() => void form.submit(send))
    render(<Page form={form} onSubmit={onSubmit} />)
    const button = screen.getByRole("button", { name: "保存" })
    act(() => fireEvent.click(button))
    const busy = screen.getByRole("button", { name: Messages.kit.submitting })
    expect(busy.getAttribute("aria-busy")).toBe("true")
    expect(busy.getAttribute("aria-disabled")).toBe("true")
    act(() => fireEvent.submit(busy.closest("form")!))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    await act(async () => release({ _tag: "Success", code: 10000, message: "", data: null }))
    expect(screen.getByRole("button", { name: "保存" }).getAttribute("aria-busy")).toBeNull()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("the form is named for assistive technology", () => {
    render(<Page form={makeForm()} onSubmit={() => {}} />)
    expect(screen.getByRole("form", { name: "表单" })).toBeTruthy()
  })
})
