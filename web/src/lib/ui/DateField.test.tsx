import { act, fireEvent, render, screen } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { DateField } from "./DateField.tsx"

const w = Messages.ui
const TODAY = { year: 2026, month: 11, day: 27 }

function Controlled({ initial = "", disabled = false }: { initial?: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial)
  return (
    <DateField
      value={value}
      onChange={setValue}
      label="有效期至"
      aria-label="有效期至"
      disabled={disabled}
      today={TODAY}
    />
  )
}

const input = () => screen.getByRole("textbox", { name: "有效期至" }) as HTMLInputElement
const focusedDay = () => document.activeElement?.getAttribute("aria-label")
const openCalendar = () => act(async () => fireEvent.click(screen.getByLabelText(w.openCalendar)))
/** The calendar's grid (found by its role attribute: a role query over 42 days is slow in jsdom). */
const grid = () => document.querySelector<HTMLElement>("[role=grid]")
const month = () => grid()?.getAttribute("aria-label")
const press = (key: string, shiftKey = false) =>
  act(() => fireEvent.keyDown(grid()!, { key, shiftKey }))
const headButton = (name: string) => act(() => fireEvent.click(screen.getByLabelText(name)))

describe("DateField's calendar by the keyboard", () => {
  it("opens on today when the field is empty, today marked", async () => {
    render(<Controlled />)
    await openCalendar()
    expect(screen.getByRole("dialog", { name: `${w.calendar}：有效期至` })).toBeTruthy()
    expect(focusedDay()).toBe(w.dayName(2026, 11, 27, "星期五"))
    expect(document.activeElement?.getAttribute("aria-current")).toBe("date")
    expect(document.activeElement?.getAttribute("aria-pressed")).toBe("false")
  })

  it("arrows move a day or a week, Home and End to the week's Monday and Sunday", async () => {
    render(<Controlled initial="2026-11-27" />)
    await openCalendar()
    press("ArrowLeft")
    expect(focusedDay()).toBe(w.dayName(2026, 11, 26, "星期四"))
    press("ArrowDown")
    expect(focusedDay()).toBe(w.dayName(2026, 12, 3, "星期四"))
    expect(month()).toBe(w.monthTitle(2026, 12))
    press("ArrowUp")
    press("ArrowUp")
    expect(focusedDay()).toBe(w.dayName(2026, 11, 19, "星期四"))
    press("Home")
    expect(focusedDay()).toBe(w.dayName(2026, 11, 16, "星期一"))
    press("End")
    expect(focusedDay()).toBe(w.dayName(2026, 11, 22, "星期日"))
  })

  it("PageUp goes back a month, with Shift a year; another key does nothing", async () => {
    render(<Controlled initial="2026-03-31" />)
    await openCalendar()
    press("PageUp")
    // 31 March back a month is the last day of February
    expect(focusedDay()).toBe(w.dayName(2026, 2, 28, "星期六"))
    press("PageDown", true)
    expect(focusedDay()).toBe(w.dayName(2027, 2, 28, "星期日"))
    press("a")
    expect(focusedDay()).toBe(w.dayName(2027, 2, 28, "星期日"))
  })

  it("the head's buttons turn the month and the year", async () => {
    render(<Controlled initial="2026-11-27" />)
    await openCalendar()
    headButton(w.nextMonth)
    expect(month()).toBe(w.monthTitle(2026, 12))
    headButton(w.previousYear)
    expect(month()).toBe(w.monthTitle(2025, 12))
    headButton(w.nextYear)
    headButton(w.previousMonth)
    expect(month()).toBe(w.monthTitle(2026, 11))
  })

  it("Esc closes the calendar without changing the day", async () => {
    render(<Controlled initial="2026-11-27" />)
    await openCalendar()
    press("ArrowRight")
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: "Escape" }))
    expect(grid()).toBeNull()
    expect(input().value).toBe("2026-11-27")
  })

  it("disabled: neither the field nor the calendar button can be used", () => {
    render(<Controlled initial="2026-11-27" disabled />)
    expect(input().disabled).toBe(true)
    expect((screen.getByLabelText(w.openCalendar) as HTMLButtonElement).disabled).toBe(true)
  })
})
