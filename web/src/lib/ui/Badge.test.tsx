import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Badge } from "./Badge.tsx"

describe("Badge", () => {
  it.each([
    [0, null],
    [-3, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("count %s shows %s", (count, text) => {
    render(<Badge count={count} />)
    const badge = screen.queryByTestId("badge")
    if (text === null) expect(badge).toBeNull()
    else expect(badge?.textContent).toBe(text)
  })
})
