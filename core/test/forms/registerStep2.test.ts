import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.registerStep2", () => {
  it("registration step 2", () => {
    expect(Object.values(errorsOf(Forms.validate(Forms.registerStep2, {})))).toEqual([
      "请输入企业名称",
      "请选择单位类型",
      "请选择省份",
      "请选择城市",
      "请选择区/县",
      "请输入详细地址",
      "请输入联系人",
    ])
  })
})
