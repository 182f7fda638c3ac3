import { act, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Ad } from "./model.ts"
import { banners } from "./model.ts"
import { Banner } from "./Banner.tsx"

const ad = (n: number): Ad => ({ name: `活动${n}`, image: `/static/ads/${n}.png`, url: "" }) as Ad

/** Which slide is shown: the one whose group carries the shown class. */
const shown = () => screen.getAllByRole("group").findIndex((g) => g.className.split(" ").length > 1)

/** Answers `prefers-reduced-motion: reduce` as the buyer's system would. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  banners.value = [ad(1), ad(2), ad(3)]
})

afterEach(() => {
  banners.value = []
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("Banner", () => {
  it("turns to the next slide every 4 s", () => {
    preferReducedMotion(false)
    render(<Banner />)
    expect(shown()).toBe(0)
    act(() => void vi.advanceTimersByTime(4000))
    expect(shown()).toBe(1)
    act(() => void vi.advanceTimersByTime(8000))
    expect(shown()).toBe(0)
  })

  it("stays on its slide for a buyer who asks for reduced motion", () => {
    preferReducedMotion(true)
    render(<Banner />)
    act(() => void vi.advanceTimersByTime(20_000))
    expect(shown()).toBe(0)
  })
})
