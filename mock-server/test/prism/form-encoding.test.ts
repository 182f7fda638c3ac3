/**
 * Proves the form-body wire format (docs/decisions/0005-form-encoding.md) against Prism 5.14.2:
 * what FormBody sends for the list calls and POST /api/cart is accepted, every list element is
 * validated, malformed bodies get our 422 envelope, and the alternative formats Prism mishandles
 * are rejected rather than silently half-read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FormBody, type CartLineInput, type FormRecord } from "@mall/core/FormBody"
import { startPrism, type RunningPrism } from "../../src/prism/prism.ts"
import { SESSION_COOKIE, loadSpec } from "../../src/prism/spec.ts"

const doc = loadSpec() as { components: { examples: Record<string, { value: unknown }> } }
const validationFailed = doc.components.examples.ValidationFailed?.value

let prism: RunningPrism

beforeAll(async () => {
  prism = await startPrism({ mode: "mock", port: 4120 })
})

afterAll(async () => {
  await prism?.stop()
})

async function post(path: string, body: string, method = "POST") {
  const response = await fetch(`${prism.url}${path}`, {
    method,
    headers: {
      accept: "application/json",
      cookie: SESSION_COOKIE,
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
  })
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    body: (await response.json()) as { code: number; message: string; data: unknown },
    headers: response.headers,
  }
}

async function get(pathAndQuery: string) {
  const response = await fetch(`${prism.url}${pathAndQuery}`, {
    headers: { accept: "application/json" },
  })
  return { status: response.status, body: (await response.json()) as { code: number } }
}

async function expectAccepted(path: string, record: FormRecord) {
  const result = await post(path, FormBody.encode(record))
  expect(result.status, `${path} ${FormBody.encode(record)}`).toBe(200)
  expect([10000, 200, 201]).toContain(result.body.code)
}

async function expectOur422(path: string, body: string) {
  const result = await post(path, body)
  expect(result.status, `${path} ${body}`).toBe(422)
  expect(result.type).toMatch(/^application\/json/)
  expect(result.body).toEqual(validationFailed)
}

describe("what FormBody sends is accepted", () => {
  it("scalar lists as indexed keys on every list call", async () => {
    await expectAccepted("/api/favorite", { goods_ids: [10231, 10587, 11042] })
    await expectAccepted("/api/favorite/cancel", { goods_ids: [10231] })
    await expectAccepted("/api/cart/copy", { ids: [88001, 88002], other_user_ids: [20452, 20453] })
    await expectAccepted("/api/cart/checkout", { ids: [88001] })
    await expectAccepted("/api/cart/batch_delete", { ids: [88001, 88002, 88003] })
    await expectAccepted("/api/cart/batch_select", { ids: [88001, 88002], is_selected: 0 })
    await expectAccepted("/api/cart/batch_select", { ids: [88001], is_selected: true })
    await expectAccepted("/api/message/read", { ids: [801, 802] })
  })

  it("cart lines as parallel indexed lists, with and without type", async () => {
    const lines: CartLineInput[] = [
      { goods_id: 10231, price: "12.30", number: 10, ck_id: 1, type: 1 },
      { goods_id: 10587, price: "8.50", number: 20, ck_id: 1 },
      { goods_id: 20418, price: "5.20", number: 100, ck_id: 2, type: 2 },
    ]
    await expectAccepted("/api/cart", FormBody.cartLines(lines))
    await expectAccepted(
      "/api/cart",
      FormBody.cartLines(lines.map(({ type: _type, ...line }) => line)),
    )
    await expectAccepted("/api/cart", FormBody.cartLines(lines.slice(0, 1)))
  })

  it("scalar fields with Chinese text and the form escaping", async () => {
    await expectAccepted("/api/user/feedback", {
      type: 4,
      content: "希望增加 周日配送 & 夜间送货（广州仓）",
      contact: "13800138000",
    })
  })
})

describe("malformed bodies get our 422 envelope", () => {
  it("checks every element of a list, not only the last", async () => {
    await expectOur422("/api/cart/batch_delete", "ids%5B0%5D=abc&ids%5B1%5D=88002")
    await expectOur422("/api/cart/batch_delete", "ids%5B0%5D=88001&ids%5B1%5D=abc")
    await expectOur422("/api/favorite", "goods_ids%5B0%5D=0")
  })

  it("rejects an empty or missing list and a missing scalar", async () => {
    await expectOur422("/api/cart/checkout", FormBody.encode({ ids: [] }))
    await expectOur422("/api/cart/copy", FormBody.encode({ ids: [88001] }))
    await expectOur422("/api/cart/batch_select", FormBody.encode({ ids: [88001] }))
    await expectOur422("/api/cart/batch_select", FormBody.encode({ ids: [88001], is_selected: 2 }))
  })

  it("checks every cart line field by field", async () => {
    const good = {
      goods_id: [10231, 10587],
      price: ["12.30", "8.50"],
      number: [10, 20],
      ck_id: [1, 1],
    }
    await expectOur422("/api/cart", FormBody.encode({ ...good, price: ["12.30", "8.5"] }))
    await expectOur422("/api/cart", FormBody.encode({ ...good, number: [10, 0] }))
    await expectOur422("/api/cart", FormBody.encode({ ...good, goods_id: ["x", 10587] }))
    await expectOur422(
      "/api/cart",
      FormBody.encode({ goods_id: good.goods_id, price: good.price, number: good.number }),
    )
  })
})

describe("formats Prism mishandles are not used, and are rejected rather than half-read", () => {
  it("repeated keys ids=1&ids=2 in a body: Prism keeps only the last value, so the contract does not use them", async () => {
    await expectOur422("/api/cart/batch_delete", "ids=88001&ids=88002")
  })

  it("empty-bracket names ids[]=1 are not read as the list", async () => {
    await expectOur422("/api/cart/batch_delete", "ids%5B%5D=88001&ids%5B%5D=88002")
    await expectOur422("/api/cart/batch_delete", "ids[]=88001&ids[]=88002")
  })

  it("nested line objects lines[0][goods_id] and a JSON field are not the cart format", async () => {
    await expectOur422(
      "/api/cart",
      "lines%5B0%5D%5Bgoods_id%5D=10231&lines%5B0%5D%5Bprice%5D=12.30&lines%5B0%5D%5Bnumber%5D=10&lines%5B0%5D%5Bck_id%5D=1",
    )
    await expectOur422(
      "/api/cart",
      `lines=${encodeURIComponent(JSON.stringify([{ goods_id: 10231, price: "12.30", number: 10, ck_id: 1 }]))}`,
    )
  })

  it("unencoded brackets in keys are decoded the same as %5B%5D", async () => {
    const result = await post("/api/cart/batch_delete", "ids[0]=88001&ids[1]=88002")
    expect(result.status).toBe(200)
  })
})

describe("query lists use repeated keys and every element is checked", () => {
  it("GET /api/focus/kxzq_ad?ids=1&ids=2", async () => {
    expect((await get("/api/focus/kxzq_ad?ids=1&ids=2")).status).toBe(200)
    expect((await get("/api/focus/kxzq_ad?ids=1")).status).toBe(200)
    expect((await get("/api/focus/kxzq_ad?ids=x&ids=2")).status).toBe(422)
    expect((await get("/api/focus/kxzq_ad?ids=1&ids=x")).status).toBe(422)
  })
})

describe("session", () => {
  it("login documents the HttpOnly session cookie and Prism sends it", async () => {
    const result = await post(
      "/api/auth/login",
      FormBody.encode({ username: "rxdyf001", password: "Yy123456" }),
    )
    expect(result.status).toBe(200)
    expect(result.headers.get("set-cookie") ?? "").toMatch(/^mall_session=.*HttpOnly/)
  })

  it("a secured call without the cookie gets 401 / 10001 even with a bad body", async () => {
    const response = await fetch(`${prism.url}/api/cart/batch_delete`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: "ids%5B0%5D=abc",
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { code: number }).code).toBe(10001)
  })
})
