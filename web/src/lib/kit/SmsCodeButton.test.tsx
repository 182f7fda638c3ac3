import { act, fireEvent, render, screen } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { SmsCodeButton } from "./SmsCodeButton.tsx"

const S = Messages.sms

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
  vi.setSystemTime(Date.UTC(2026, 10, 27, 4))
})
afterEach(() => vi.useRealTimers())

const button = () => screen.getByRole("button") as HTMLButtonElement

describe("SmsCodeButton", () => {
  it("sends once, then counts 60 s down a second at a time before it may send again", async () => {
    const send = vi.fn(() => Promise.resolve(true))
    render(<SmsCodeButton send={send} />)
    expect(button().textContent).toBe(S.send)
    await act(async () => fireEvent.click(button()))
    expect(send).toHaveBeenCalledTimes(1)
    expect(button().textContent).toBe(S.wait(60))
    expect(button().disabled).toBe(true)
    act(() => vi.advanceTimersByTime(1000))
    expect(button().textContent).toBe(S.wait(59))
    fireEvent.click(button())
    expect(send).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(59_000))
    expect(button().textContent).toBe(S.resend)
    expect(button().disabled).toBe(false)
    await act(async () => fireEvent.click(button()))
    expect(send).toHaveBeenCalledTimes(2)
  })

  it("says 发送中... and cannot be pressed while the code is on its way", async () => {
    let answer: (ok: boolean) => void = () => {}
    const send = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)))
    render(<SmsCodeButton send={send} />)
    act(() => fireEvent.click(button()))
    expect(button().textContent).toBe(S.sending)
    expect(button().disabled).toBe(true)
    await act(async () => answer(true))
    expect(button().textContent).toBe(S.wait(60))
  })

  it("a send that fails, or throws, lets the buyer try again at once", async () => {
    const send = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockRejectedValueOnce(new Error("offline"))
    render(<SmsCodeButton send={send} />)
    await act(async () => fireEvent.click(button()))
    expect(button().disabled).toBe(false)
    expect(button().textContent).toBe(S.send)
    await act(async () => fireEvent.click(button()))
    expect(send).toHaveBeenCalledTimes(2)
    expect(button().disabled).toBe(false)
  })

  it("its words are announced as they change", () => {
    render(<SmsCodeButton send={() => Promise.resolve(true)} />)
    expect(button().getAttribute("aria-live")).toBe("polite")
  })
})
