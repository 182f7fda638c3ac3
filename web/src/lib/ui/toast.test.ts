import { afterEach, describe, expect, it, vi } from "vitest"

// each test imports a toast.ts of its own, holding no sonner yet: the file starts with the app's
// modules afresh (test/setup.ts), and each test leaves them so
afterEach(() => {
  vi.doUnmock("sonner")
  vi.resetModules()
  vi.restoreAllMocks()
})

describe("toast", () => {
  it("hands the message to sonner", async () => {
    const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() })
    vi.doMock("sonner", () => ({ toast }))
    const { notify, notifyError } = await import("./toast.ts")
    notify("已加入购物车")
    notifyError("系统繁忙，请稍后再试")
    await vi.dynamicImportSettled()
    await new Promise((r) => setTimeout(r, 0))
    expect(toast).toHaveBeenCalledWith("已加入购物车")
    expect(toast.error).toHaveBeenCalledWith("系统繁忙，请稍后再试")
  })

  it("falls back to the browser's alert when sonner cannot be fetched", async () => {
    vi.doMock("sonner", () => {
      throw new Error("Failed to fetch dynamically imported module")
    })
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {})
    const { notifyError } = await import("./toast.ts")
    notifyError("系统繁忙，请稍后再试")
    await vi.dynamicImportSettled()
    await new Promise((r) => setTimeout(r, 0))
    expect(alert).toHaveBeenCalledWith("系统繁忙，请稍后再试")
  })
})
