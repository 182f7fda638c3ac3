import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as NewsType from "../src/NewsType.ts"
import * as Routes from "../src/Routes.ts"
import { runs } from "./arbitraries.ts"

describe("NewsType", () => {
  it("an article's category and a route's type name the same list", () => {
    expect(NewsType.href(13, NewsType.fromCategory(2))).toBe("/news/info/13/company")
    expect(NewsType.href(501, NewsType.fromCategory(1))).toBe("/news/info/501/hy")
    expect(NewsType.fromParam("company")).toBe("company")
    expect(NewsType.fromParam("2")).toBe("company")
    expect(NewsType.fromParam("1")).toBe("hy")
    expect(NewsType.fromParam(undefined)).toBe("hy")
  })
  test.prop([fc.nat(), fc.option(fc.integer(), { nil: undefined })], runs)(
    "every item link is a news detail page whose type reads back as the article's",
    (id, category) => {
      const type = NewsType.fromCategory(category)
      const link = NewsType.href(id, type)
      const m = Routes.match(link)
      expect(m._tag === "Page" && m.route.path).toBe("/news/info/:id/:type")
      expect(m._tag === "Page" && NewsType.fromParam(m.params["type"])).toBe(type)
    },
  )
})
