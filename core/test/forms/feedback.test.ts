import { describe, expect, it } from "vitest"
import * as Forms from "../../src/Forms.ts"
import { errorsOf } from "./support.ts"

describe("Forms.feedback", () => {
  it("feedback: at most 500 characters of content", () => {
    expect(
      errorsOf(
        Forms.validate(Forms.feedback, {
          type: 1,
          content: "好".repeat(501),
          contact: "0755-1234567",
        }),
      ),
    ).toEqual({
      content: "反馈内容不能超过500字",
    })
  })
})
