import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { pageOf } from "../../../test/page.ts"
import { setNavigator } from "../../lib/navigation.ts"
import * as Model from "./model.ts"

const course = (id: number) => ({
  id,
  category_id: 2,
  category_name: "合理用药",
  title: `课程${id}`,
  lecturer: "李药师",
  cover: "",
  duration: 600,
  views: 10,
  summary: "",
  created_at: "2026-11-20 10:00:00",
})

const went: Array<[string, { replace?: boolean } | undefined]> = []
beforeEach(() => {
  Model.courses.reset()
  Model.course.reset()
  went.length = 0
  setNavigator((to, options) => went.push([to, options]))
})
afterEach(() => {
  setNavigator(null)
  vi.unstubAllGlobals()
})

describe("药学堂", () => {
  it("a category's courses are asked for with its id; all courses without one", async () => {
    const fetch = installFetch({ "GET /api/yxt/course": ok(pageOf([course(1)])) })
    await Model.courses.load({ page: 2, category: 3 })
    await Model.courses.load({ page: 1, category: null })
    expect(fetch.calls.map((c) => c.query.toString())).toEqual(["page=2&category_id=3", "page=1"])
  })

  it("a course or category that does not exist goes to /404 in place of the page", async () => {
    installFetch({
      "GET /api/yxt/course/9": envelope(404, "课程不存在", 404),
      "GET /api/yxt/course": envelope(404, "分类不存在", 404),
    })
    await Model.course.load(9)
    await Model.courses.load({ page: 1, category: 99 })
    expect(went).toEqual([
      ["/404", { replace: true }],
      ["/404", { replace: true }],
    ])
  })

  it("a course is shown with its content", async () => {
    installFetch({ "GET /api/yxt/course/5": ok({ ...course(5), content: "<p>第一节</p>" }) })
    await Model.course.load(5)
    expect(Model.course.data.value?.content).toBe("<p>第一节</p>")
  })

  it("an id of the query is a whole number from 1, else none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (n) => {
        expect(Model.idOf(String(n))).toBe(n)
      }),
    )
    for (const raw of ["", "0", "-1", "x", "2.5"]) expect(Model.idOf(raw)).toBeNull()
  })
})
