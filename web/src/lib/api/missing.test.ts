import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import fc from "fast-check"
import * as Op from "@mall/core/generated/operations"
import { envelope, installFetch, ok } from "../../../test/fetchMock.ts"
import { Missing } from "../kit/resource.ts"
import { dialogQueue, resetDialogs } from "../ui/dialogs.ts"
import * as toast from "../ui/toast.ts"
import { callOne } from "./missing.ts"

const byId = (id: number) => ({ params: { path: { id } } })

beforeEach(() => {
  resetDialogs()
  vi.spyOn(toast, "notify").mockImplementation(() => {})
  vi.spyOn(toast, "notifyError").mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe("callOne: one thing by its id", () => {
  it("resolves with the data of a success", async () => {
    const item = { id: 7, title: "集采结果公布", created_at: "2026-11-25", prev: null, next: null }
    installFetch({ "GET /api/news/7": ok(item) })
    const answer = await callOne(7, Op.getNewsById, { params: { path: { id: 7 } } })
    expect(answer).toMatchObject({ id: 7, title: "集采结果公布" })
  })

  it("resolves with Missing on the server's 404, and alerts nothing (the page says it)", async () => {
    installFetch({ "GET /api/returns/8": envelope(404, "记录不存在", 404) })
    await expect(callOne(8, Op.getReturnById, byId(8))).resolves.toBe(Missing)
    expect(dialogQueue.value).toHaveLength(0)
  })

  it("shows any other failure as usual and resolves with undefined", async () => {
    installFetch({ "GET /api/returns/9": envelope(500, "boom", 500) })
    await expect(callOne(9, Op.getReturnById, byId(9))).resolves.toBeUndefined()
    expect(toast.notify).toHaveBeenCalledWith("系统繁忙，请稍后再试")
  })

  it("an id that cannot name a record is Missing without a request", async () => {
    const { calls } = installFetch({})
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.double({ noInteger: true }),
          fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53),
        ),
        async (id) => {
          await expect(callOne(id, Op.getReturnById, byId(id))).resolves.toBe(Missing)
        },
      ),
    )
    expect(calls).toHaveLength(0)
  })
})
