import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { afterEach, describe, expect, it, vi } from "vitest"
import { FilterBar, type FilterValues } from "./FilterBar.tsx"

const none: FilterValues = { text: "", start: "", end: "" }

function bar(values: FilterValues = none) {
  const onSearch = vi.fn()
  const view = render(
    <FilterBar label="订单搜索" textLabel="订单号" values={values} onSearch={onSearch} />,
  )
  const form = screen.getByRole("search", { name: "订单搜索" })
  return { onSearch, form, view }
}

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } })

describe("FilterBar", () => {
  afterEach(cleanup)

  it("refuses an end date before the start: the message is on the end date, which takes focus", () => {
    const { onSearch, form } = bar()
    const start = within(form).getByLabelText(Messages.kit.dateFrom)
    const end = within(form).getByLabelText(Messages.kit.dateTo)
    type(start, "2024-10-31")
    type(end, "2024-10-01")
    act(() => {
      within(form).getByRole("button", { name: Messages.kit.search }).click()
    })
    expect(onSearch).not.toHaveBeenCalled()
    const message = within(form).getByRole("alert")
    expect(message.textContent).toBe(Messages.kit.dateRangeInverted)
    expect(document.activeElement).toBe(end)
    expect(end.getAttribute("aria-invalid")).toBe("true")
    expect(end.getAttribute("aria-describedby")).toBe(message.id)
    // a range that is right is searched, the text trimmed, and the message goes
    type(end, "2024-11-01")
    type(within(form).getByLabelText("订单号"), " 感冒灵 ")
    act(() => {
      within(form).getByRole("button", { name: Messages.kit.search }).click()
    })
    expect(onSearch).toHaveBeenCalledWith({
      text: "感冒灵",
      start: "2024-10-31",
      end: "2024-11-01",
    })
    expect(within(form).queryByRole("alert")).toBeNull()
    expect(end.hasAttribute("aria-invalid")).toBe(false)
  })

  it("a new URL puts its values into the fields; 重置 empties them and searches", () => {
    const { onSearch, form, view } = bar({ text: "a", start: "", end: "" })
    const text = within(form).getByLabelText("订单号") as HTMLInputElement
    expect(text.value).toBe("a")
    view.rerender(
      <FilterBar
        label="订单搜索"
        textLabel="订单号"
        values={{ text: "b", start: "2024-01-01", end: "" }}
        onSearch={onSearch}
      />,
    )
    expect(text.value).toBe("b")
    expect((within(form).getByLabelText(Messages.kit.dateFrom) as HTMLInputElement).value).toBe(
      "2024-01-01",
    )
    act(() => {
      within(form).getByRole("button", { name: Messages.kit.reset }).click()
    })
    expect(onSearch).toHaveBeenCalledWith(none)
    expect(text.value).toBe("")
  })
})
