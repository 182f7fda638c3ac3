import { cleanup, render, screen, within } from "@testing-library/react"
import * as Messages from "@mall/core/Messages"
import { MemoryRouter } from "react-router-dom"
import { afterEach, describe, expect, it } from "vitest"
import { PagerNav } from "./Pager.tsx"

const hrefOf = (p: number) => `/list?page=${p}`

function pager(current: number, last: number, keepEnds?: boolean) {
  render(
    <MemoryRouter>
      <PagerNav current={current} last={last} hrefOf={hrefOf} keepEnds={keepEnds} />
    </MemoryRouter>,
  )
  return screen.getByRole("navigation", { name: Messages.common.pager })
}

/** 上一页 / 下一页 as the buyer meets it: "link" with its address, "disabled" text, or "absent". */
function step(nav: HTMLElement, label: string): string {
  const link = within(nav).queryByRole("link", { name: label })
  if (link !== null) return `link ${link.getAttribute("href")}`
  const text = within(nav).queryByText(label)
  return text === null ? "absent" : text.getAttribute("aria-disabled") === "true" ? "disabled" : "?"
}

describe("PagerNav", () => {
  afterEach(cleanup)

  it("leaves 上一页 out on the first page and 下一页 on the last", () => {
    const first = pager(1, 3)
    expect(step(first, Messages.common.prevPage)).toBe("absent")
    expect(step(first, Messages.common.nextPage)).toBe("link /list?page=2")
    cleanup()
    const last = pager(3, 3)
    expect(step(last, Messages.common.prevPage)).toBe("link /list?page=2")
    expect(step(last, Messages.common.nextPage)).toBe("absent")
  })

  it("with keepEnds, keeps them in place as disabled text", () => {
    const first = pager(1, 3, true)
    expect(step(first, Messages.common.prevPage)).toBe("disabled")
    expect(step(first, Messages.common.nextPage)).toBe("link /list?page=2")
    cleanup()
    const middle = pager(2, 3, true)
    expect(step(middle, Messages.common.prevPage)).toBe("link /list?page=1")
    expect(step(middle, Messages.common.nextPage)).toBe("link /list?page=3")
    cleanup()
    const last = pager(3, 3, true)
    expect(step(last, Messages.common.prevPage)).toBe("link /list?page=2")
    expect(step(last, Messages.common.nextPage)).toBe("disabled")
  })

  it("marks the current page and draws nothing for a single page", () => {
    const nav = pager(2, 3)
    const current = within(nav).getByRole("link", { name: Messages.common.page(2) })
    expect(current.getAttribute("aria-current")).toBe("page")
    cleanup()
    render(
      <MemoryRouter>
        <PagerNav current={1} last={1} hrefOf={hrefOf} keepEnds />
      </MemoryRouter>,
    )
    expect(screen.queryByRole("navigation")).toBeNull()
  })
})
