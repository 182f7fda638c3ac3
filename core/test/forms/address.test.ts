import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.address", () => {
  it("an address: the whole region and the street", () => {
    expect(
      errorsOf(
        Forms.validate(Forms.address, {
          consignee: "张三",
          phone: "13812345678",
          province: "广东",
        }),
      ),
    ).toEqual({
      city: "请选择省市区",
      district: "请选择省市区",
      detail: "请输入详细地址",
    })
  })
})
