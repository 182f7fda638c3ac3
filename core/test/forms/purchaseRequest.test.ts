import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.purchaseRequest", () => {
  it("a purchase request: a whole quantity above 0 and a contact phone", () => {
    expect(
      errorsOf(
        Forms.validate(Forms.purchaseRequest, {
          name: "a",
          sccj: "b",
          ypgg: "c",
          number: "0",
          phone: "x",
        }),
      ),
    ).toEqual({ number: "求购数量须为正整数", phone: "联系电话格式不正确" })
  })
})
