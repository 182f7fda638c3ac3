/** The shared focus piece: roving keys, the focus keeper, the page heading, the bottom reserve. */
import fc from "fast-check"
import { afterEach, describe, expect, it } from "vitest"
import { reserveBottom } from "./bottomReserve.ts"
import { focusPageHeading, installFocusKeeper, rememberFocus, restoreFocus } from "./focus.ts"
import { rovingTarget } from "./roving.ts"

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))

afterEach(() => {
  document.body.innerHTML = ""
})

describe("rovingTarget", () => {
  it("moves with the arrows of its orientation, wraps, and knows Home/End", () => {
    expect(rovingTarget("ArrowRight", 0, 2, "horizontal")).toBe(1)
    expect(rovingTarget("ArrowRight", 1, 2, "horizontal")).toBe(0)
    expect(rovingTarget("ArrowLeft", 0, 2, "horizontal")).toBe(1)
    expect(rovingTarget("ArrowDown", 0, 2, "horizontal")).toBeNull()
    expect(rovingTarget("ArrowDown", 2, 3, "vertical")).toBe(0)
    expect(rovingTarget("Home", 2, 3, "vertical")).toBe(0)
    expect(rovingTarget("End", 0, 3, "vertical")).toBe(2)
    expect(rovingTarget("Enter", 0, 3, "vertical")).toBeNull()
    expect(rovingTarget("ArrowDown", 0, 0, "vertical")).toBeNull()
  })

  it("for any list and any item, a move stays in the list and the opposite arrow comes back", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 50 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        fc.constantFrom<"horizontal" | "vertical">("horizontal", "vertical"),
        fc.constantFrom("ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "Home", "End"),
        ([count, index], orientation, key) => {
          const next = rovingTarget(key, index, count, orientation)
          if (next === null) return
          expect(next >= 0 && next < count).toBe(true)
          const opposite: Readonly<Record<string, string>> = {
            ArrowRight: "ArrowLeft",
            ArrowLeft: "ArrowRight",
            ArrowDown: "ArrowUp",
            ArrowUp: "ArrowDown",
          }
          const back = opposite[key]
          if (back !== undefined) expect(rovingTarget(back, next, count, orientation)).toBe(index)
        },
      ),
    )
  })
})

describe("installFocusKeeper", () => {
  it("gives focus to the control that replaced a removed one (same focus key)", async () => {
    const stop = installFocusKeeper()
    document.body.innerHTML = `<main><h1>页</h1><div id="row"><button data-focus-key="plus-1">+</button></div></main>`
    document.querySelector<HTMLButtonElement>("button")!.focus()
    document.getElementById("row")!.innerHTML = `<button data-focus-key="plus-1">+</button>`
    await frame()
    await frame()
    const now = document.activeElement
    expect(now?.getAttribute("data-focus-key")).toBe("plus-1")
    expect(now?.isConnected).toBe(true)
    stop()
  })

  it("falls back to the page's h1 when nothing replaced it", async () => {
    const stop = installFocusKeeper()
    document.body.innerHTML = `<main><h1>我的购物车</h1><div id="row"><button aria-label="删除 甲">删除</button></div></main>`
    document.querySelector<HTMLButtonElement>("button")!.focus()
    document.getElementById("row")!.innerHTML = ""
    await frame()
    await frame()
    expect(document.activeElement?.tagName).toBe("H1")
    stop()
  })
})

describe("rememberFocus / restoreFocus", () => {
  it("returns focus to the opener, or to what carries its key now", () => {
    document.body.innerHTML = `<main><h1>页</h1><button data-focus-key="fav-1">收藏</button></main>`
    document.querySelector<HTMLButtonElement>("button")!.focus()
    const opener = rememberFocus()
    document.querySelector("main")!.innerHTML =
      `<h1>页</h1><button data-focus-key="fav-1">取消收藏</button>`
    expect(restoreFocus(opener)).toBe(true)
    expect(document.activeElement?.textContent).toBe("取消收藏")
  })
})

describe("focusPageHeading", () => {
  it("waits for the page's h1 and focuses it", async () => {
    document.body.innerHTML = `<main id="main"></main>`
    const cancel = focusPageHeading(1000)
    document.getElementById("main")!.innerHTML = `<h1>确认订单</h1>`
    await Promise.resolve()
    await frame()
    expect(document.activeElement?.textContent).toBe("确认订单")
    expect(document.activeElement?.getAttribute("tabindex")).toBe("-1")
    cancel()
  })
})

describe("reserveBottom", () => {
  it("sets --bottom-reserve while held and removes it on release", () => {
    const release = reserveBottom(100)
    expect(document.documentElement.style.getPropertyValue("--bottom-reserve")).toBe("100px")
    release()
    expect(document.documentElement.style.getPropertyValue("--bottom-reserve")).toBe("")
  })
})
