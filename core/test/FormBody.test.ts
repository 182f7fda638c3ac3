/** Unit and property tests of the form-body wire format (docs/decisions/0005-form-encoding.md). */
import { describe, expect, it } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { FormBody, type CartLineInput, type FormRecord } from "../src/FormBody"

// The platform's own application/x-www-form-urlencoded parser, as an independent oracle.
type SearchParams = { getAll(name: string): string[]; keys(): Iterable<string> }
const { URLSearchParams: Params } = globalThis as unknown as {
  URLSearchParams: new (init: string | string[][]) => SearchParams & { toString(): string }
}

describe("FormBody.encode", () => {
  it("sends scalars as key=value in insertion order", () => {
    expect(FormBody.encode({ number: 30, name: "张明", phone: "13800138000" })).toBe(
      "number=30&name=%E5%BC%A0%E6%98%8E&phone=13800138000",
    )
  })

  it("sends lists as indexed keys name[i]", () => {
    expect(FormBody.encode({ ids: [88001, 88002], is_selected: 1 })).toBe(
      "ids%5B0%5D=88001&ids%5B1%5D=88002&is_selected=1",
    )
    expect(FormBody.encode({ goods_ids: [10231] })).toBe("goods_ids%5B0%5D=10231")
  })

  it("sends both scalar lists of POST /api/cart/copy", () => {
    expect(FormBody.encode({ ids: [1, 2], other_user_ids: [20452] })).toBe(
      "ids%5B0%5D=1&ids%5B1%5D=2&other_user_ids%5B0%5D=20452",
    )
  })

  it("leaves out null and undefined, keeps the index of a missing list element", () => {
    expect(FormBody.encode({ a: null, b: undefined, c: "x" })).toBe("c=x")
    expect(FormBody.encode({ type: [1, undefined, 2] })).toBe("type%5B0%5D=1&type%5B2%5D=2")
    expect(FormBody.encode({ ids: [] })).toBe("")
  })

  it("sends booleans as 1 / 0 and money as the decimal string it was given", () => {
    expect(FormBody.encode({ is_default: true, agree: false, price: "12.30" })).toBe(
      "is_default=1&agree=0&price=12.30",
    )
  })

  it("uses the WHATWG form serializer's escaping (space as +, reserved characters escaped)", () => {
    expect(FormBody.encode({ q: "a b&c=d+e/f?g#h!'()~*-._" })).toBe(
      "q=a+b%26c%3Dd%2Be%2Ff%3Fg%23h%21%27%28%29%7E*-._",
    )
  })

  it("refuses non-finite numbers", () => {
    expect(() => FormBody.encode({ n: Number.NaN })).toThrow(RangeError)
    expect(() => FormBody.encode({ n: Number.POSITIVE_INFINITY })).toThrow(RangeError)
  })
})

describe("FormBody.decode", () => {
  it("reads scalars, indexed lists with holes, bare keys and empty parts", () => {
    expect(FormBody.decode("")).toEqual({})
    expect(FormBody.decode("a=1&&flag&ids%5B0%5D=7&ids%5B2%5D=9&q=a+b%26")).toEqual({
      a: "1",
      flag: "",
      ids: ["7", undefined, "9"],
      q: "a b&",
    })
  })

  it("treats __proto__ as an ordinary field", () => {
    const decoded = FormBody.decode("__proto__=x&ok=1")
    expect(decoded["__proto__"]).toBe("x")
    expect(Object.getPrototypeOf(decoded)).toBe(null)
  })
})

describe("FormBody.cartLines", () => {
  const lines: CartLineInput[] = [
    { goods_id: 10231, price: "12.30", number: 10, ck_id: 1, type: 1 },
    { goods_id: 10587, price: "8.50", number: 20, ck_id: 1 },
  ]

  it("turns lines into parallel lists with the line index", () => {
    const form = FormBody.cartLines(lines)
    expect(form.goods_id).toEqual([10231, 10587])
    expect(form.price).toEqual(["12.30", "8.50"])
    expect(form.number).toEqual([10, 20])
    expect(form.ck_id).toEqual([1, 1])
    expect(FormBody.encode(form)).toBe(
      [
        "goods_id%5B0%5D=10231",
        "goods_id%5B1%5D=10587",
        "price%5B0%5D=12.30",
        "price%5B1%5D=8.50",
        "number%5B0%5D=10",
        "number%5B1%5D=20",
        "ck_id%5B0%5D=1",
        "ck_id%5B1%5D=1",
        "type%5B0%5D=1",
      ].join("&"),
    )
  })

  it("omits type when no line has one", () => {
    const form = FormBody.cartLines([{ goods_id: 1, price: "1.00", number: 1, ck_id: 0 }])
    expect("type" in form).toBe(false)
  })
})

// ---- properties

const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/)
const scalar = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
)
const value = fc.oneof(scalar, fc.array(fc.option(scalar, { nil: undefined }), { maxLength: 6 }))
const record = fc.dictionary(key, value, { maxKeys: 6 })

const text = (v: string | number | boolean) =>
  typeof v === "boolean" ? (v ? "1" : "0") : String(v)

describe("FormBody properties", () => {
  test.prop([record])("the platform parser reads back every field and list element", (r) => {
    const parsed = new Params(FormBody.encode(r))
    for (const [k, v] of Object.entries(r)) {
      if (Array.isArray(v)) {
        v.forEach((item, i) => {
          expect(parsed.getAll(`${k}[${i}]`)).toEqual(item === undefined ? [] : [text(item)])
        })
      } else {
        expect(parsed.getAll(k)).toEqual([text(v as string | number | boolean)])
      }
    }
  })

  test.prop([record])("matches URLSearchParams serialization of the same pairs", (r) => {
    const pairs: string[][] = []
    for (const [k, v] of Object.entries(r)) {
      if (Array.isArray(v)) {
        v.forEach((item, i) => {
          if (item !== undefined) pairs.push([`${k}[${i}]`, text(item)])
        })
      } else {
        pairs.push([k, text(v as string | number | boolean)])
      }
    }
    expect(FormBody.encode(r)).toBe(new Params(pairs).toString())
  })

  test.prop([record])("decode is the inverse of encode (values as strings)", (r) => {
    const expected: Record<string, string | Array<string | undefined>> = {}
    for (const [k, v] of Object.entries(r)) {
      if (Array.isArray(v)) {
        if (v.every((item) => item === undefined)) continue
        const list: Array<string | undefined> = []
        v.forEach((item, i) => {
          if (item !== undefined) list[i] = text(item)
        })
        expected[k] = list
      } else {
        expected[k] = text(v as string | number | boolean)
      }
    }
    expect(FormBody.decode(FormBody.encode(r))).toEqual(expected)
  })

  const line = fc.record(
    {
      goods_id: fc.integer({ min: 1, max: 10_000_000 }),
      price: fc
        .integer({ min: 0, max: 99_999_999 })
        .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`),
      number: fc.integer({ min: 1, max: 100_000 }),
      ck_id: fc.integer({ min: 0, max: 50 }),
      type: fc.integer({ min: 1, max: 3 }),
    },
    { requiredKeys: ["goods_id", "price", "number", "ck_id"] },
  )

  test.prop([fc.array(line, { minLength: 1, maxLength: 8 })])(
    "cart lines survive the wire: line i is rebuilt from index i of each list",
    (lines) => {
      const decoded = FormBody.decode(FormBody.encode(FormBody.cartLines(lines) as FormRecord))
      const at = (name: string, i: number) => {
        const list = decoded[name]
        return Array.isArray(list) ? list[i] : undefined
      }
      lines.forEach((l, i) => {
        expect(at("goods_id", i)).toBe(String(l.goods_id))
        expect(at("price", i)).toBe(l.price)
        expect(at("number", i)).toBe(String(l.number))
        expect(at("ck_id", i)).toBe(String(l.ck_id))
        expect(at("type", i)).toBe(l.type === undefined ? undefined : String(l.type))
      })
    },
  )
})
