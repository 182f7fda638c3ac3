import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as PayType from "../src/PayType.ts"
import { runs } from "./arbitraries.ts"

const offered = fc.constantFrom(...PayType.offered)
/** How an order's or an address's pay type may read: its code or its word, maybe padded. */
const spelled = (t: PayType.PayType) =>
  fc
    .tuple(fc.constantFrom(t, PayType.label(t)), fc.constantFrom("", " "), fc.constantFrom("", " "))
    .map(([v, a, b]) => `${a}${v}${b}`)
/** Anything that names no offered type. */
const other = fc.oneof(
  fc.constantFrom("", "offline", "线下转账", "对公转账", "WECHAT", " 2 ", undefined),
  fc.string().filter((s) => PayType.parse(s) === null),
)

describe("PayType", () => {
  it("worked examples: the order's own type is preselected when the address names none", () => {
    expect(PayType.preselected(null, "余额支付")).toBe("balance")
    expect(PayType.preselected(null, "balance")).toBe("balance")
    expect(PayType.preselected(null, "支付宝")).toBe("alipay")
    expect(PayType.preselected("alipay", "余额支付")).toBe("alipay")
    expect(PayType.preselected(null, "对公转账")).toBe("wechat")
    expect(PayType.preselected(null, "")).toBe("wechat")
    expect(PayType.preselected("bitcoin", "余额支付")).toBe("balance")
    expect(PayType.label("balance")).toBe("余额支付")
  })

  test.prop([offered.chain(spelled)], runs)("an offered type is shown as its word", (raw) => {
    expect(PayType.wordOf(raw)).toBe(PayType.label(PayType.parse(raw)!))
  })

  test.prop([other], runs)("any other type is shown as named, - when none", (raw) => {
    const word = PayType.wordOf(raw)
    expect(word).toBe(typeof raw === "string" && raw.trim() !== "" ? raw.trim() : "-")
  })

  test.prop([offered.chain(spelled)], runs)("a code or a word reads as its type", (raw) => {
    const t = PayType.parse(raw)
    expect(t).not.toBeNull()
    expect([t, PayType.label(t!)]).toContain(raw.trim())
  })

  test.prop([offered.chain(spelled), fc.oneof(offered.chain(spelled), other)], runs)(
    "the address's type wins over the order's",
    (address, order) => {
      expect(PayType.preselected(address, order)).toBe(PayType.parse(address))
    },
  )

  test.prop([other, offered.chain((t) => spelled(t).map((s) => [t, s] as const))], runs)(
    "without one in the address, the order's own offered type",
    (address, [t, order]) => {
      expect(PayType.preselected(address, order)).toBe(t)
    },
  )

  test.prop([other, other], runs)("neither: 微信支付, never a type not offered", (a, o) => {
    expect(PayType.preselected(a, o)).toBe(PayType.fallback)
  })
})
