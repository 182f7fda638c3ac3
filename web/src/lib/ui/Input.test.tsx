import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { Select, TextArea, TextInput } from "./Input.tsx"

describe("TextInput", () => {
  it("is a text field of the form size by default, the dense size in tables", () => {
    render(
      <>
        <TextInput aria-label="名称" />
        <TextInput aria-label="数量" size="sm" />
      </>,
    )
    const [md, sm] = [
      screen.getByRole("textbox", { name: "名称" }),
      screen.getByRole("textbox", { name: "数量" }),
    ]
    expect((md as HTMLInputElement).type).toBe("text")
    expect(md.dataset).toMatchObject({ ui: "field", size: "md" })
    expect(sm.dataset.size).toBe("sm")
  })

  it("disabled and invalid reach assistive technology as given", () => {
    render(<TextInput aria-label="名称" disabled aria-invalid />)
    const input = screen.getByRole("textbox", { name: "名称" }) as HTMLInputElement
    expect(input.disabled).toBe(true)
    expect(input.getAttribute("aria-invalid")).toBe("true")
  })
})

describe("TextArea", () => {
  it("is a multi-line text field that hands its text to the caller", () => {
    const onChange = vi.fn()
    render(<TextArea aria-label="备注" onChange={(e) => onChange(e.currentTarget.value)} />)
    fireEvent.change(screen.getByRole("textbox", { name: "备注" }), {
      target: { value: "两行\n文字" },
    })
    expect(onChange).toHaveBeenCalledWith("两行\n文字")
  })
})

describe("Select", () => {
  const options = [
    { value: "1", label: "药品名称" },
    { value: "2", label: "生产厂家" },
    { value: "3", label: "已停用", disabled: true },
  ]

  it("lists its options after the empty prompt; a disabled option cannot be chosen", () => {
    render(<Select aria-label="类型" options={options} prompt="请选择" defaultValue="" />)
    const select = screen.getByRole("combobox", { name: "类型" }) as HTMLSelectElement
    expect([...select.options].map((o) => [o.value, o.text, o.disabled])).toEqual([
      ["", "请选择", false],
      ["1", "药品名称", false],
      ["2", "生产厂家", false],
      ["3", "已停用", true],
    ])
    expect(select.value).toBe("")
  })

  it("without a prompt the first option is chosen, and a choice reaches the caller", () => {
    const onChange = vi.fn()
    render(
      <Select
        aria-label="类型"
        options={options}
        size="sm"
        onChange={(e) => onChange(e.target.value)}
      />,
    )
    const select = screen.getByRole("combobox", { name: "类型" }) as HTMLSelectElement
    expect(select.value).toBe("1")
    expect(select.dataset.size).toBe("sm")
    fireEvent.change(select, { target: { value: "2" } })
    expect(onChange).toHaveBeenCalledWith("2")
  })
})
