import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { activityTarget, loadingTarget } from "./model.ts"

const query = (redirect: string) => `?${new URLSearchParams({ redirect })}`

/** Addresses that are not a path of this app. */
const foreign = fc.oneof(
  fc.constantFrom(
    "https://elsewhere.example/",
    "//elsewhere.example/x",
    "javascript:alert(1)",
    "order",
  ),
  fc.string().filter((s) => !s.trim().startsWith("/")),
)

describe("加载中", () => {
  it("/loading goes on to the app path of ?redirect=, with its query", () => {
    expect(loadingTarget(query("/order?tab=unpaid"))).toBe("/order?tab=unpaid")
    expect(loadingTarget("")).toBe("/")
  })

  it("/loading/activity goes on to its activity page, or says the activity does not exist", () => {
    expect(activityTarget(query("/yjh/3"))).toBe("/yjh/3")
    expect(activityTarget("")).toBe("/noActivity")
  })

  it("an address that is not an app path is never followed", () => {
    fc.assert(
      fc.property(foreign, (target) => {
        expect(loadingTarget(query(target))).toBe("/")
        expect(activityTarget(query(target))).toBe("/noActivity")
      }),
    )
  })
})
