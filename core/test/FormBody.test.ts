/** Unit and property tests of the form-body wire format (docs/decisions/0013-list-encoding.md). */
import { describe, expect, it } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { DEFAULT_LINE_TYPE, FormBody, type CartLineInput, type FormRecord } from "../src/FormBody"
import {
  FormDecoder,
  MAX_FIELDS,
  type DecodeError,
  type Decoded,
  type ListLimits,
} from "../src/FormDecoder"

// The platform's own application/x-www-form-urlencoded parser, as an independent oracle.
type SearchParams = { getAll(name: string): string[]; keys(): Iterable<string> }
const { URLSearchParams: Params } = globalThis as unknown as {
  URLSearchParams: new (init: string | string[][]) => SearchParams & { toString(): string }
}

const limits = (entries: Record<string, number>): ListLimits => new Map(Object.entries(entries))

function decoded(body: string, lists: ListLimits): Decoded {
  const result = FormDecoder.decode(body, lists)
  if (Result.isFailure(result)) throw new Error(`refused: ${result.failure._tag}`)
  return result.success
}

function refusal(body: string, lists: ListLimits): DecodeError {
  const result = FormDecoder.decode(body, lists)
  if (Result.isSuccess(result)) throw new Error(`accepted: ${JSON.stringify(result.success)}`)
  return result.failure
}

describe("FormBody.encode", () => {
  it("sends scalars as key=value in insertion order", () => {
    expect(FormBody.encode({ number: 30, name: "张明", phone: "13800138000" })).toBe(
      "number=30&name=%E5%BC%A0%E6%98%8E&phone=13800138000",
    )
  })

  it("sends lists as repeated keys, in list order", () => {
    expect(FormBody.encode({ ids: [88001, 88002], is_selected: 1 })).toBe(
      "ids=88001&ids=88002&is_selected=1",
    )
    expect(FormBody.encode({ goods_ids: [10231] })).toBe("goods_ids=10231")
    expect(FormBody.encode({ ids: [1, 2], other_user_ids: [20452] })).toBe(
      "ids=1&ids=2&other_user_ids=20452",
    )
  })

  it("leaves out null and undefined fields; an empty list sends nothing", () => {
    expect(FormBody.encode({ a: null, b: undefined, c: "x" })).toBe("c=x")
    expect(FormBody.encode({ ids: [] })).toBe("")
  })

  it("refuses a missing list element: parallel lists are paired by position", () => {
    const holed = [1, undefined, 2] as unknown as number[]
    expect(() => FormBody.encode({ type: holed })).toThrow(RangeError)
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

describe("FormDecoder.decode", () => {
  const ids = limits({ ids: 200 })

  it("reads scalars, repeated keys, bare keys and empty parts", () => {
    expect(decoded("", ids)).toEqual({})
    expect(decoded("a=1&&flag&ids=7&ids=9&q=a+b%26&", ids)).toEqual({
      a: "1",
      flag: "",
      ids: ["7", "9"],
      q: "a b&",
    })
  })

  it("reads a list field given once as a list of one", () => {
    expect(decoded("ids=7", ids)).toEqual({ ids: ["7"] })
  })

  it("tolerates indexed keys (in any order) and empty-bracket keys, encoded or not", () => {
    expect(decoded("ids%5B1%5D=9&ids%5B0%5D=7", ids)).toEqual({ ids: ["7", "9"] })
    expect(decoded("ids[0]=7&ids[1]=9", ids)).toEqual({ ids: ["7", "9"] })
    expect(decoded("ids%5B%5D=7&ids[]=9", ids)).toEqual({ ids: ["7", "9"] })
    expect(decoded("ids=7&ids[]=9", ids)).toEqual({ ids: ["7", "9"] })
    expect(decoded("ids[01]=b&ids[00]=a", ids)).toEqual({ ids: ["a", "b"] })
  })

  it("refuses an index on a field that is not a list", () => {
    expect(refusal("phone%5B99999999%5D=1", ids)).toMatchObject({
      _tag: "NotAList",
      field: "phone",
    })
    expect(refusal("x[1e9]=1", ids)).toMatchObject({ _tag: "NotAList", field: "x" })
    expect(refusal("username%5B4294967294%5D=x&password=demo123", ids)).toMatchObject({
      _tag: "NotAList",
      field: "username",
    })
    expect(refusal("name[]=a", ids)).toMatchObject({ _tag: "NotAList", field: "name" })
  })

  it("refuses an index or a count above maxItems", () => {
    expect(refusal("ids[200]=1", ids)).toMatchObject({
      _tag: "TooManyItems",
      field: "ids",
      max: 200,
    })
    expect(refusal("ids[4294967294]=1", ids)).toMatchObject({ _tag: "TooManyItems" })
    expect(refusal(`ids[${"9".repeat(400)}]=1`, ids)).toMatchObject({ _tag: "TooManyItems" })
    const many = Array.from({ length: 201 }, (_, i) => `ids=${i + 1}`).join("&")
    expect(refusal(many, ids)).toMatchObject({ _tag: "TooManyItems", field: "ids", max: 200 })
    expect(decoded(many.slice(0, many.lastIndexOf("&")), ids).ids).toHaveLength(200)
    expect(
      decoded("ids[199]=1&" + Array.from({ length: 199 }, (_, i) => `ids[${i}]=1`).join("&"), ids)
        .ids,
    ).toHaveLength(200)
  })

  it("refuses bad, repeated, gapped and mixed indices instead of building a sparse list", () => {
    expect(refusal("ids[1e9]=1", ids)).toMatchObject({ _tag: "BadIndex", field: "ids" })
    expect(refusal("ids[-1]=1", ids)).toMatchObject({ _tag: "BadIndex" })
    expect(refusal("ids[0][goods_id]=1", ids)).toMatchObject({ _tag: "BadIndex" })
    expect(refusal("ids[0]=1&ids[2]=3", ids)).toMatchObject({ _tag: "BadIndex", field: "ids" })
    expect(refusal("ids[1]=1", ids)).toMatchObject({ _tag: "BadIndex" })
    expect(refusal("ids[0]=1&ids[0]=2", ids)).toMatchObject({ _tag: "BadIndex" })
    expect(refusal("ids[0]=1&ids=2", ids)).toMatchObject({ _tag: "BadIndex" })
    expect(refusal("ids=2&ids[0]=1", ids)).toMatchObject({ _tag: "BadIndex" })
  })

  it("refuses a scalar given twice, a malformed escape and too many pairs", () => {
    expect(refusal("phone=1&phone=2", ids)).toMatchObject({ _tag: "RepeatedField", field: "phone" })
    expect(refusal("a=%E4%B8", ids)).toMatchObject({ _tag: "MalformedEscape" })
    expect(refusal("a%ZZ=1", ids)).toMatchObject({ _tag: "MalformedEscape" })
    const flood = Array.from({ length: MAX_FIELDS + 1 }, () => "ids=1").join("&")
    expect(refusal(flood, limits({ ids: 100_000 }))).toMatchObject({ _tag: "TooManyFields" })
  })

  it("treats __proto__ as an ordinary field", () => {
    const result = decoded("__proto__=x&ok=1", ids)
    expect(result["__proto__"]).toBe("x")
    expect(Object.getPrototypeOf(result)).toBe(null)
  })

  it("refuses every index at or above maxItems the same way, however many digits it has", () => {
    for (const index of ["200", "201", "999", "4294967294", "9".repeat(20), "1" + "0".repeat(5000)])
      expect(refusal(`ids[${index}]=1`, ids)).toEqual(
        expect.objectContaining({ _tag: "TooManyItems", field: "ids", max: 200 }),
      )
    expect(decoded("ids[0000000000000000000000000]=1", ids)).toEqual({ ids: ["1"] })
  })
})

describe("FormBody.cartLines", () => {
  const lines: CartLineInput[] = [
    { goods_id: 10231, price: "12.30", number: 10, ck_id: 1, type: 2 },
    { goods_id: 10587, price: "8.50", number: 20, ck_id: 1 },
  ]

  it("turns lines into parallel repeated keys, type for every line when any has one", () => {
    const form = FormBody.cartLines(lines)
    expect(form).toEqual({
      goods_id: [10231, 10587],
      price: ["12.30", "8.50"],
      number: [10, 20],
      ck_id: [1, 1],
      type: [2, DEFAULT_LINE_TYPE],
    })
    expect(FormBody.encode(form)).toBe(
      "goods_id=10231&goods_id=10587&price=12.30&price=8.50&number=10&number=20&ck_id=1&ck_id=1&type=2&type=1",
    )
  })

  it("omits type when no line has one", () => {
    const form = FormBody.cartLines([{ goods_id: 1, price: "1.00", number: 1, ck_id: 0 }])
    expect("type" in form).toBe(false)
    expect(FormBody.encode(form)).toBe("goods_id=1&price=1.00&number=1&ck_id=0")
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
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 6 }))
const record = fc.dictionary(key, value, { maxKeys: 6 })

const text = (v: string | number | boolean) =>
  typeof v === "boolean" ? (v ? "1" : "0") : String(v)

/** The list fields of a record, each allowed `max` elements. */
const listsOf = (r: Record<string, unknown>, max = 6): ListLimits =>
  new Map(
    Object.entries(r)
      .filter(([, v]) => Array.isArray(v))
      .map(([k]) => [k, max]),
  )

describe("FormBody properties", () => {
  test.prop([record])("the platform parser reads back every field and list element", (r) => {
    const parsed = new Params(FormBody.encode(r))
    for (const [k, v] of Object.entries(r)) {
      expect(parsed.getAll(k)).toEqual(Array.isArray(v) ? v.map(text) : [text(v)])
    }
  })

  test.prop([record])("matches URLSearchParams serialization of the same pairs", (r) => {
    const pairs: string[][] = []
    for (const [k, v] of Object.entries(r)) {
      if (Array.isArray(v)) for (const item of v) pairs.push([k, text(item)])
      else pairs.push([k, text(v)])
    }
    expect(FormBody.encode(r)).toBe(new Params(pairs).toString())
  })

  test.prop([record])("decode is the inverse of encode (values as strings)", (r) => {
    const expected: Record<string, string | string[]> = {}
    for (const [k, v] of Object.entries(r)) {
      if (Array.isArray(v)) {
        if (v.length > 0) expected[k] = v.map(text)
      } else expected[k] = text(v)
    }
    expect(decoded(FormBody.encode(r), listsOf(r))).toEqual(expected)
  })

  test.prop([
    fc.array(fc.string({ unit: "grapheme", maxLength: 5 }), { minLength: 1, maxLength: 20 }),
    fc.infiniteStream(fc.nat()),
  ])("the tolerated indexed form, in any order, reads as the canonical list", (items, noise) => {
    const order = items.map((_, i) => i)
    const it = noise[Symbol.iterator]()
    for (let i = order.length - 1; i > 0; i--) {
      const j = (it.next().value as number) % (i + 1)
      ;[order[i], order[j]] = [order[j] as number, order[i] as number]
    }
    const indexed = new Params(order.map((i) => [`ids[${i}]`, items[i] as string])).toString()
    const lists = limits({ ids: 20 })
    expect(decoded(indexed, lists)).toEqual(decoded(FormBody.encode({ ids: items }), lists))
  })

  test.prop([
    fc.array(
      fc.tuple(
        fc.constantFrom("ids", "phone", "x"),
        fc.oneof(
          fc.constantFrom("", "-"),
          fc.nat({ max: 40 }).map(String),
          fc.string({ maxLength: 12 }),
        ),
      ),
      { maxLength: 30 },
    ),
    fc.integer({ min: 1, max: 10 }),
  ])(
    "never yields a list above maxItems, a sparse list, or a list for a scalar field",
    (keys, max) => {
      const body = new Params(
        keys.map(([field, index]) => [index === "-" ? field : `${field}[${index}]`, "1"]),
      ).toString()
      const result = FormDecoder.decode(body, limits({ ids: max }))
      if (Result.isSuccess(result)) {
        const list = result.success.ids
        if (list !== undefined) {
          expect(Array.isArray(list)).toBe(true)
          expect(list.length).toBeLessThanOrEqual(max)
          expect(Object.keys(list)).toHaveLength(list.length)
        }
        for (const scalarField of ["phone", "x"]) {
          const v = result.success[scalarField]
          if (v !== undefined) expect(typeof v).toBe("string")
        }
      }
    },
  )

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
    "cart lines survive the wire: line i is rebuilt from element i of each list",
    (lines) => {
      const cart = limits({ goods_id: 8, price: 8, number: 8, ck_id: 8, type: 8 })
      const back = decoded(FormBody.encode(FormBody.cartLines(lines) as FormRecord), cart)
      const anyType = lines.some((l) => l.type !== undefined)
      for (const name of ["goods_id", "price", "number", "ck_id"])
        expect(back[name]).toHaveLength(lines.length)
      expect(back.type === undefined).toBe(!anyType)
      lines.forEach((l, i) => {
        expect(back.goods_id?.[i]).toBe(String(l.goods_id))
        expect(back.price?.[i]).toBe(l.price)
        expect(back.number?.[i]).toBe(String(l.number))
        expect(back.ck_id?.[i]).toBe(String(l.ck_id))
        if (anyType) expect(back.type?.[i]).toBe(String(l.type ?? DEFAULT_LINE_TYPE))
      })
    },
  )
})
