import { act, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { useWindowRows } from "./useWindowRows.ts"

const ROW = 40

function List({ count }: { count: number }) {
  const { ref, offset, virtualizer } = useWindowRows<HTMLUListElement>({
    count,
    rowHeight: ROW,
    overscan: 3,
    keyOf: (i) => `line-${i}`,
  })
  return (
    <ul ref={ref} aria-label="行" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((v) => (
        <li key={v.key} style={{ transform: `translateY(${v.start - offset}px)` }}>
          {`第${v.index + 1}行`}
        </li>
      ))}
    </ul>
  )
}

const shown = () => screen.getAllByRole("listitem").map((li) => li.textContent)

afterEach(() => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true })
})

describe("useWindowRows", () => {
  it("draws only the rows of the window and a few around them, from the first render, at the list's full height", () => {
    render(<List count={500} />)
    const rows = shown()
    // jsdom's window is 768 px high: 20 rows of 40 px, and 3 more below
    expect(rows).toHaveLength(Math.ceil(window.innerHeight / ROW) + 3)
    expect(rows[0]).toBe("第1行")
    expect(screen.getByRole("list").style.height).toBe(`${500 * ROW}px`)
  })

  it("a short list is drawn whole", () => {
    render(<List count={5} />)
    expect(shown()).toEqual(["第1行", "第2行", "第3行", "第4行", "第5行"])
  })

  it("scrolling the page draws the rows that come into view, and drops those far above", () => {
    render(<List count={500} />)
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 200 * ROW, configurable: true })
      window.dispatchEvent(new Event("scroll"))
    })
    const rows = shown()
    expect(rows).toContain("第201行")
    expect(rows).not.toContain("第1行")
    expect(rows.length).toBeLessThan(40)
  })
})
