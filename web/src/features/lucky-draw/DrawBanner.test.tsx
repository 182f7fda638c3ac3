import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { installFetch, ok, envelope } from "../../../test/fetchMock.ts"
import { resetSession, user } from "../../lib/session/session.ts"
import { dialogQueue, resetDialogs, settleDialog } from "../../lib/ui/dialogs.ts"
import { PAINT_WAIT_MS } from "../../lib/tasks.ts"
import { DrawBanner } from "./DrawBanner.tsx"
import { resetLuckyDraw } from "./model.ts"
import { resetDrawOffer } from "./offer.ts"

const DRAW = { id: 1, is_join: 0, result: null }
const WON = { id: 1, is_join: 1, result: { name: "50积分", remarks: "已发放至积分账户" } }

beforeEach(() => {
  vi.useFakeTimers()
  resetDrawOffer()
  resetLuckyDraw()
  resetDialogs()
  resetSession()
  user.value = { username: "demo" }
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Lets the calls answer and the banner's code load. */
const flush = async () => {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
      await vi.dynamicImportSettled()
    })
  }
}

describe("DrawBanner", () => {
  it("stays hidden until the simple call says is_join 0", async () => {
    installFetch({ "GET /api/draw/simple": ok({ ...DRAW, is_join: 1 }) })
    render(<DrawBanner routeName="index" />)
    await flush()
    expect(screen.queryByRole("region", { name: "幸运抽奖" })).toBeNull()
  })

  it("is not requested for a guest, nor before the session is known; then once signed in", async () => {
    const api = installFetch({ "GET /api/draw/simple": ok(DRAW) })
    resetSession()
    render(<DrawBanner routeName="index" />)
    await flush()
    expect(api.count("GET /api/draw/simple")).toBe(0)
    act(() => {
      user.value = {}
    })
    await flush()
    expect(api.count("GET /api/draw/simple")).toBe(0)
    act(() => {
      user.value = { username: "demo" }
    })
    await flush()
    expect(api.count("GET /api/draw/simple")).toBe(1)
    expect(screen.getByRole("region", { name: "幸运抽奖" })).toBeTruthy()
  })

  it("is not requested on activity routes, but on the next route", async () => {
    const api = installFetch({ "GET /api/draw/simple": ok(DRAW) })
    const view = render(<DrawBanner routeName="activity_lq" />)
    await flush()
    expect(api.count("GET /api/draw/simple")).toBe(0)
    view.rerender(<DrawBanner routeName="index" />)
    await flush()
    expect(api.count("GET /api/draw/simple")).toBe(1)
    expect(screen.getByRole("region", { name: "幸运抽奖" })).toBeTruthy()
  })

  it("draws, shows the result after 2 s, animates out over 1 s and never asks again", async () => {
    const api = installFetch({ "GET /api/draw/simple": ok(DRAW), "GET /api/draw": ok(WON) })
    const view = render(<DrawBanner routeName="index" />)
    await flush()
    const banner = screen.getByRole("region", { name: "幸运抽奖" })
    fireEvent.click(screen.getByRole("button", { name: "立即抽奖" }))
    expect(screen.getByRole("button", { name: "立即抽奖" }).getAttribute("aria-disabled")).toBe(
      "true",
    )
    await act(() => vi.advanceTimersByTimeAsync(1999))
    expect(screen.queryByText("恭喜您抽中50积分（已发放至积分账户）")).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByRole("status").textContent).toBe("恭喜您抽中50积分（已发放至积分账户）")
    expect(dialogQueue.value[0]?.message).toBe("恭喜您抽中50积分（已发放至积分账户）")
    expect(banner.className).toMatch(/closing/)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.queryByRole("region", { name: "幸运抽奖" })).toBeNull()
    view.rerender(<DrawBanner routeName="cart" />)
    await flush()
    expect(api.count("GET /api/draw/simple")).toBe(1)
    expect(api.calls.find((c) => c.path === "/api/draw")?.query.get("id")).toBe("1")
  })

  it("asks before closing while drawing; 取消 keeps drawing", async () => {
    installFetch({ "GET /api/draw/simple": ok(DRAW), "GET /api/draw": ok(WON) })
    render(<DrawBanner routeName="index" />)
    await flush()
    fireEvent.click(screen.getByRole("button", { name: "立即抽奖" }))
    fireEvent.click(screen.getByRole("button", { name: "关闭抽奖" }))
    const ask = dialogQueue.value[0]
    expect(ask?.message).toBe("正在抽奖中，关闭后如未显示结果，请到个人中心查看")
    await act(async () => {
      settleDialog(ask!.id, false)
      await vi.advanceTimersByTimeAsync(2000)
    })
    expect(screen.getByRole("status").textContent).toBe("恭喜您抽中50积分（已发放至积分账户）")
  })

  it("closes for good when the close is confirmed", async () => {
    installFetch({ "GET /api/draw/simple": ok(DRAW), "GET /api/draw": ok(WON) })
    render(<DrawBanner routeName="index" />)
    await flush()
    fireEvent.click(screen.getByRole("button", { name: "立即抽奖" }))
    fireEvent.click(screen.getByRole("button", { name: "关闭抽奖" }))
    await act(async () => {
      settleDialog(dialogQueue.value[0]!.id, true)
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(screen.queryByRole("region", { name: "幸运抽奖" })).toBeNull()
  })

  it("closing the banner hides it for good: no question, gone after 1 s, not asked for again", async () => {
    const api = installFetch({ "GET /api/draw/simple": ok(DRAW) })
    const view = render(<DrawBanner routeName="index" />)
    await flush()
    fireEvent.click(screen.getByRole("button", { name: "关闭抽奖" }))
    expect(dialogQueue.value).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.queryByRole("region", { name: "幸运抽奖" })).toBeNull()
    view.rerender(<DrawBanner routeName="notFound" />)
    await flush()
    view.rerender(<DrawBanner routeName="index" />)
    await flush()
    expect(screen.queryByRole("region", { name: "幸运抽奖" })).toBeNull()
    expect(api.count("GET /api/draw/simple")).toBe(1)
  })

  it("a failed draw clears the loading state and shows the warning", async () => {
    installFetch({
      "GET /api/draw/simple": ok(DRAW),
      "GET /api/draw": envelope(400, "活动已结束", 400),
    })
    render(<DrawBanner routeName="index" />)
    await flush()
    fireEvent.click(screen.getByRole("button", { name: "立即抽奖" }))
    // the draw is asked for after the frame that answers the click (lib/tasks.ts)
    await act(() => vi.advanceTimersByTimeAsync(PAINT_WAIT_MS))
    await flush()
    expect(screen.getByRole("button", { name: "立即抽奖" }).hasAttribute("disabled")).toBe(false)
    expect(dialogQueue.value[0]?.title).toBe("温馨提示")
    expect(dialogQueue.value[0]?.message).toBe("活动已结束")
  })
})
