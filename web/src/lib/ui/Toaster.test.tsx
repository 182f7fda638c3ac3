import { act, render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { notifyError, toastsWanted } from "./toast.ts"
import { Toaster } from "./Toaster.tsx"

describe("Toaster", () => {
  it("draws nothing (and loads nothing) until a first message is asked for, then shows it", async () => {
    toastsWanted.value = false
    const { container } = render(<Toaster />)
    expect(container.innerHTML).toBe("")
    act(() => notifyError("库存不足"))
    expect(await screen.findByText("库存不足", undefined, { timeout: 5000 })).toBeTruthy()
  })
})
