import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { appPathOf } from "./navigation.ts"

/** Where the browser would go from this page for `href`. */
const resolved = (href: string) => new URL(href, "https://mall.example/login?x=1")

describe("appPathOf", () => {
  it("keeps a path of the app with its query and fragment", () => {
    expect(appPathOf("/cart")).toBe("/cart")
    expect(appPathOf("/list?keyword=阿莫西林&page=2#top")).toBe("/list?keyword=阿莫西林&page=2#top")
  })

  it("refuses other origins, schemes, relative paths and nothing", () => {
    for (const value of [
      null,
      "",
      "//evil.example/cart",
      "/\\evil.example/cart",
      "\\/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "cart",
    ])
      expect(appPathOf(value), String(value)).toBeNull()
  })

  it("whatever it keeps stays on the page's own origin", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc
            .constantFrom("/", "//", "/\\", "\\\\", "\t/", "/\t/")
            .chain((head) => fc.string().map((tail) => head + tail)),
        ),
        (value) => {
          const path = appPathOf(value)
          if (path !== null) expect(resolved(path).origin).toBe("https://mall.example")
        },
      ),
      { numRuns: 1000 },
    )
  })
})
