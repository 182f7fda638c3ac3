/**
 * Contract tests against plain `prism mock openapi.yaml`: the 63 calls of the product spec are
 * present, and every operation answers a valid request with its documented success example,
 * reaches each named error example with `Prefer`, answers an invalid request with our 422
 * envelope and a missing session with our 401 / 10001 envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startPrism, type RunningPrism } from "../../src/prism/prism.ts"
import { loadSpec, operations, validRequest, type Operation } from "../../src/prism/spec.ts"

/** The calls listed in section 7 of the product spec (method + path, leading slash added). */
const SEED_CALLS = [
  "GET /api/global/links",
  "GET /api/index/spike",
  "GET /api/article/category",
  "GET /api/index_wntj/1",
  "GET /api/focus/kxzq_ad",
  "GET /api/focus/new_kxzq",
  "GET /api/focus/right",
  "GET /api/focus/xrtj",
  "GET /api/focus/top",
  "GET /api/focus/ppzq",
  "GET /api/focus/kxzq",
  "GET /api/focus/zyzq",
  "GET /api/focus/login",
  "GET /api/focus/yx",
  "GET /api/focus",
  "GET /api/focus/brand/{id}",
  "GET /api/focus/postList",
  "GET /api/focus/demo",
  "GET /api/focus/common",
  "GET /api/draw",
  "GET /api/draw/new_record",
  "GET /api/draw/{id}/activity",
  "GET /api/draw/simple",
  "GET /api/draw/record",
  "GET /api/draw/ads",
  "GET /api/favorite",
  "POST /api/favorite",
  "POST /api/favorite/cancel",
  "POST /api/cart/copy",
  "POST /api/cart/checkout",
  "POST /api/cart/batch_delete",
  "POST /api/cart/{id}/edit",
  "POST /api/cart/batch_select",
  "GET /api/cart/total",
  "GET /api/cart/list",
  "POST /api/cart/quick_add/{id}",
  "POST /api/cart",
  "POST /api/cart/next_hint",
  "GET /api/goods/search",
  "GET /api/goods/hot",
  "GET /api/goods/relation",
  "GET /api/goods/list",
  "GET /api/goods/detail/{id}",
  "GET /api/activity/everyday_price",
  "POST /api/user/create_code",
  "DELETE /api/user/unbind_wechat",
  "POST /api/user/feedback",
  "POST /api/user/buy",
  "GET /api/user/buy",
  "GET /api/user/fast_buy",
  "GET /api/user/availableCoupon",
  "GET /api/user/coupon",
  "GET /api/user/user_money_log",
  "GET /api/user/user_money",
  "GET /api/user/jyfw",
  "POST /api/user/updateUserInfo",
  "POST /api/user/resetPassword",
  "GET /api/user/zizhi",
  "GET /api/user/couponNum",
  "GET /api/user/base",
  "DELETE /api/user/logout",
  "GET /api/user/phone/{phone}",
  "GET /api/jybg/filter",
]

/** Query or form parameters that section 7 names, which must exist with exactly these names. */
const SEED_PARAMETERS: Record<string, string[]> = {
  "GET /api/article/category": ["category_id"],
  "GET /api/focus/kxzq_ad": ["ids"],
  "GET /api/draw": ["id"],
  "GET /api/draw/new_record": ["id"],
  "GET /api/favorite": ["page"],
  "POST /api/favorite": ["goods_ids"],
  "POST /api/favorite/cancel": ["goods_ids"],
  "POST /api/cart/copy": ["ids", "other_user_ids"],
  "POST /api/cart/checkout": ["ids"],
  "POST /api/cart/batch_delete": ["ids"],
  "POST /api/cart/{id}/edit": ["number"],
  "POST /api/cart/batch_select": ["ids", "is_selected"],
  "POST /api/cart": ["goods_id", "price", "number", "ck_id", "type"],
  "GET /api/goods/search": ["keywords", "type"],
  "GET /api/user/buy": ["page"],
  "GET /api/user/fast_buy": ["page", "order"],
  "GET /api/user/availableCoupon": ["type", "page"],
  "GET /api/user/coupon": ["page", "type", "status"],
  "GET /api/user/user_money_log": ["page", "use_type", "start_time", "end_time"],
  "POST /api/user/updateUserInfo": ["name", "phone"],
  "POST /api/user/resetPassword": ["password"],
}

const doc = loadSpec()
const ops = operations(doc)
const key = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`
const loginRequired = (doc.components as { examples: { LoginRequired: { value: unknown } } })
  .examples.LoginRequired.value

let prism: RunningPrism

beforeAll(async () => {
  prism = await startPrism({ mode: "mock", port: 4110 })
})

afterAll(async () => {
  await prism?.stop()
})

async function call(op: Operation, options: Parameters<typeof validRequest>[2] = {}) {
  const { url, init } = validRequest(prism.url, op, options)
  const response = await fetch(url, init)
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    body,
    response,
  }
}

describe("the contract document", () => {
  it("has the 63 calls of the product spec, each marked x-origin: seed", () => {
    expect(SEED_CALLS).toHaveLength(63)
    expect(new Set(SEED_CALLS).size).toBe(63)
    const byKey = new Map(ops.map((op) => [key(op), op]))
    for (const call of SEED_CALLS) {
      expect(byKey.get(call), call).toBeDefined()
      expect(byKey.get(call)?.origin, call).toBe("seed")
    }
    const seedInDoc = ops.filter((op) => op.origin === "seed").map(key)
    expect(seedInDoc.sort()).toEqual([...SEED_CALLS].sort())
  })

  it("names the spec's parameters exactly (query for GET, form fields otherwise)", () => {
    const byKey = new Map(ops.map((op) => [key(op), op]))
    for (const [call, names] of Object.entries(SEED_PARAMETERS)) {
      const op = byKey.get(call)
      expect(op, call).toBeDefined()
      if (!op) continue
      const present =
        op.method === "get"
          ? op.parameters.filter((p) => p.in === "query").map((p) => p.name)
          : Object.keys(
              (
                (doc.paths as Record<string, Record<string, unknown>>)[op.path]?.[op.method] as {
                  requestBody: { content: Record<string, { schema: { properties: object } }> }
                }
              ).requestBody.content["application/x-www-form-urlencoded"]?.schema.properties ?? {},
            )
      for (const name of names) expect(present, `${call} ${name}`).toContain(name)
    }
  })

  it("marks every operation seed or proposed, with a unique camelCase operationId", () => {
    for (const op of ops) expect(["seed", "proposed"], key(op)).toContain(op.origin)
    const ids = ops.map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/)
  })
})

describe.each(ops.map((op) => [key(op), op] as const))("%s", (_name, op) => {
  it("answers a valid request with the documented success example", async () => {
    const { status, type, body } = await call(op)
    expect(status).toBe(200)
    expect(type).toMatch(/^application\/json/)
    expect(body).toMatchObject({ message: expect.any(String) })
    expect([10000, 200, 201]).toContain((body as { code: number }).code)
    expect(body).toHaveProperty("data")
    const success = op.examples.get("200")
    expect(success?.size).toBeGreaterThan(0)
    expect(body).toEqual([...(success?.values() ?? [])][0])
  })

  it("reaches every named error example with Prefer", async () => {
    for (const [status, named] of op.examples) {
      if (status === "200") continue
      for (const [name, value] of named) {
        const result = await call(op, { headers: { prefer: `code=${status}, example=${name}` } })
        expect(result.status, `${status} ${name}`).toBe(Number(status))
        expect(result.type).toMatch(/^application\/json/)
        expect(result.body, `${status} ${name}`).toEqual(value)
      }
    }
  })

  if (op.secured) {
    it("answers a request without the session cookie with 401 and code 10001", async () => {
      const result = await call(op, { cookie: false })
      expect(result.status).toBe(401)
      expect(result.type).toMatch(/^application\/json/)
      expect(result.body).toEqual(loginRequired)
    })
  } else if (!op.sessionOptional) {
    it("is public: no 401 documented", () => {
      expect(op.examples.has("401")).toBe(false)
    })
  }

  const requiredQuery = op.parameters.filter((p) => p.in === "query" && p.required)
  const pathParams = op.parameters.filter((p) => p.in === "path")
  if (op.body || requiredQuery.length > 0 || pathParams.length > 0) {
    it("answers an invalid request with our 422 envelope (not problem+json)", async () => {
      const invalid = op.body
        ? await call(op, { body: "" })
        : requiredQuery.length > 0
          ? await call(
              { ...op, parameters: op.parameters.filter((p) => !(p.in === "query" && p.required)) },
              {},
            )
          : await call({
              ...op,
              parameters: op.parameters.map((p) =>
                // neither a number nor a lower-case key (`url` patterns): wrong for every path
                p.in === "path" ? { ...p, example: "X_Y" } : p,
              ),
            })
      expect(invalid.status).toBe(422)
      expect(invalid.type).toMatch(/^application\/json/)
      // Each operation documents its own 422: an example naming one of its own fields.
      const own = op.examples.get("422")?.get("validation_failed")
      expect(own).toBeDefined()
      expect(invalid.body).toEqual(own)
    })
  }
})
