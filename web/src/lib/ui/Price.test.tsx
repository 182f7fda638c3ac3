import { render, screen } from "@testing-library/react"
import * as Money from "@mall/core/Money"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Price } from "./Price.tsx"

describe("Price", () => {
  it("shows fen as ¥ with two decimals", () => {
    render(<Price amount={Money.fen(12_345)} />)
    expect(screen.getByText("¥123.45")).toBeTruthy()
  })

  it("reads an amount as the server sends it, and ¥0.00 for one it cannot read", () => {
    render(
      <>
        <Price raw="8.5" />
        <Price raw={12} strike />
        <Price raw="abc" size="large" />
      </>,
    )
    expect(screen.getByText("¥8.50")).toBeTruthy()
    expect(screen.getByText("¥12.00")).toBeTruthy()
    expect(screen.getByText("¥0.00")).toBeTruthy()
  })

  it("any amount in fen reads back as the same number of fen", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (n) => {
        const { container, unmount } = render(<Price amount={Money.fen(n)} />)
        const text = container.textContent ?? ""
        expect(text).toMatch(/^¥\d+\.\d{2}$/)
        expect(Money.parseOr(text.slice(1))).toBe(n)
        unmount()
      }),
      { numRuns: 30 },
    )
  })
})
