import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as PurchaseRequest from "../src/PurchaseRequest.ts"

describe("PurchaseRequest", () => {
  it("words and tones of the three states", () => {
    expect([0, 1, 2].map(PurchaseRequest.label)).toEqual(["待处理", "已到货", "无法采购"])
    expect([0, 1, 2].map(PurchaseRequest.tone)).toEqual(["info", "success", "danger"])
  })
  test.prop([fc.integer()])("any status gets a word and a tone, never blank", (x) => {
    expect(PurchaseRequest.label(x)).not.toBe("")
    expect(["info", "success", "danger"]).toContain(PurchaseRequest.tone(x))
    if (x !== 1 && x !== 2) expect(PurchaseRequest.label(x)).toBe("待处理")
  })
})
