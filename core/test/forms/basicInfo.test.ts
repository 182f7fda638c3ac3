import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.basicInfo", () => {
  it("basic information: the name and a phone", () => {
    expect(errorsOf(Forms.validate(Forms.basicInfo, { name: "", phone: "" }))).toEqual({
      name: "请输入姓名",
      phone: "请输入联系电话",
    })
  })
})
