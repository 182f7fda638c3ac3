import { Effect, Schema } from "effect"
import createClient from "openapi-fetch"
import { describe, expect, it, vi } from "vitest"
import * as ApiClient from "../src/ApiClient.ts"
import type * as ApiOutcome from "../src/ApiOutcome.ts"
import { FormBody } from "../src/FormBody.ts"
import * as Op from "../src/generated/operations.ts"

interface Seen {
  readonly method: string
  readonly url: string
  readonly body: string
  readonly contentType: string | null
  readonly credentials: string
  readonly signal: AbortSignal
}

/** A fake server: answers by path, or never (until aborted) when the answer is "hang". */
const fakeFetch = (answers: Record<string, (req: Request) => Response | "hang" | "fail">) => {
  const seen: Array<Seen> = []
  const fetch = async (req: Request): Promise<Response> => {
    const url = new URL(req.url)
    seen.push({
      method: req.method,
      url: url.pathname + url.search,
      body: await req.text(),
      contentType: req.headers.get("content-type"),
      credentials: req.credentials,
      signal: req.signal,
    })
    const answer =
      answers[`${req.method} ${url.pathname}`]?.(req) ?? json(404, { code: 404, message: "无" })
    if (answer === "fail") throw new TypeError("network down")
    if (answer === "hang") {
      return new Promise<Response>((_, reject) => {
        req.signal.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        )
      })
    }
    return answer
  }
  return { fetch, seen }
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })

const client = (answers: Parameters<typeof fakeFetch>[0], timeoutMs?: number) => {
  const f = fakeFetch(answers)
  const api = ApiClient.make({
    createClient: createClient as unknown as ApiClient.CreateClient,
    baseUrl: "http://api.test",
    fetch: f.fetch,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  })
  return { api, seen: f.seen }
}

const CartTotal = Schema.Struct({ total: Schema.Number })

const goodsExample = {
  id: 1,
  name: "感冒灵颗粒",
  sccj: "华润三九医药股份有限公司",
  ypgg: "10g*9袋",
  goods_image: [],
  base_price: "12.30",
  bzdw: "盒",
  is_buy: 1,
  number: 100,
  is_youx: 0,
  type: 1,
  is_free_shipping: 0,
  free_shipping_number: 0,
  ladder_price: [],
  ladder_price_type: 2,
  tags: [],
  description: "",
  instructions: "",
}

describe("ApiClient", () => {
  it("decodes the envelope and data of a success", async () => {
    const { api, seen } = client({
      "GET /api/cart/total": () => json(200, { code: 10000, message: "", data: { total: 3 } }),
    })
    const ok = await Effect.runPromise(api.GET("/api/cart/total", {}, CartTotal))
    expect(ok.data.total).toBe(3)
    expect(seen[0]).toMatchObject({
      method: "GET",
      url: "/api/cart/total",
      credentials: "include",
      contentType: null,
    })
  })

  it("sends query parameters and form-encoded bodies", async () => {
    const { api, seen } = client({
      "GET /api/goods/search": () => json(200, { code: 200, message: "", data: [] }),
      "POST /api/cart": () => json(200, { code: 10000, message: "加入成功", data: { total: 2 } }),
    })
    await Effect.runPromise(
      api.GET("/api/goods/search", { params: { query: { keywords: "感冒 灵", type: 1 } } }),
    )
    expect(seen[0]?.url).toBe("/api/goods/search?keywords=%E6%84%9F%E5%86%92%20%E7%81%B5&type=1")
    const lines = FormBody.cartLines([
      { goods_id: 10231, price: "12.30", number: 10, ck_id: 1 },
      { goods_id: 10587, price: "8.50", number: 20, ck_id: 1, type: 2 },
    ])
    const added = await Effect.runPromise(api.POST("/api/cart", { body: lines }))
    expect(added.message).toBe("加入成功")
    expect(seen[1]?.contentType).toBe("application/x-www-form-urlencoded")
    expect(seen[1]?.body).toBe(
      "goods_id=10231&goods_id=10587&price=12.30&price=8.50&number=10&number=20&ck_id=1&ck_id=1&type=1&type=2",
    )
  })

  it("classifies failures", async () => {
    const { api } = client({
      "GET /api/cart/total": () => json(200, { code: 10001, message: "请登录" }),
      "GET /api/cart/list": () => json(500, { code: 500, message: "x" }),
      "GET /api/goods/hot": () => new Response("<html>", { status: 200 }),
      "GET /api/user/base": () => "fail",
      "POST /api/user/feedback": () =>
        json(422, { code: 422, message: "表单错误", errors: { content: ["请输入反馈内容"] } }),
      "GET /api/user/couponNum": () =>
        json(200, { code: 10000, message: "", data: { total: "x" } }),
    })
    const fail = (e: Effect.Effect<unknown, ApiOutcome.Failure>) =>
      Effect.runPromise(Effect.flip(e))
    expect((await fail(api.GET("/api/cart/total")))._tag).toBe("LoginRequired")
    expect((await fail(api.GET("/api/cart/list", { params: { query: {} } } as never)))._tag).toBe(
      "Busy",
    )
    expect((await fail(api.GET("/api/goods/hot")))._tag).toBe("Malformed")
    expect(await fail(api.GET("/api/user/base"))).toMatchObject({ _tag: "Busy", status: 0 })
    expect(
      await fail(
        api.POST("/api/user/feedback", { body: { type: 1, content: "", phone: "1" } } as never),
      ),
    ).toMatchObject({
      _tag: "FormInvalid",
      message: "请输入反馈内容",
    })
    expect((await fail(api.GET("/api/user/couponNum", {}, CartTotal)))._tag).toBe("Malformed")
  })

  it("a repeat request cancels the earlier one, which fails silently as Cancelled", async () => {
    let n = 0
    const { api, seen } = client({
      "GET /api/goods/search": () =>
        ++n === 1 ? "hang" : json(200, { code: 10000, message: "", data: ["b"] }),
    })
    const first = Effect.runPromise(
      Effect.flip(api.GET("/api/goods/search", { params: { query: { keywords: "a" } } })),
    )
    await new Promise((r) => setTimeout(r, 5))
    const second = await Effect.runPromise(
      api.GET("/api/goods/search", { params: { query: { keywords: "ab" } } }),
    )
    expect(second.data).toEqual(["b"])
    expect((await first)._tag).toBe("Cancelled")
    expect(seen[0]?.signal.aborted).toBe(true)
    expect(api.inFlight.count("GET", "/api/goods/search")).toBe(0)
  })

  it("adding to cart twice does not cancel", async () => {
    const { api } = client({
      "POST /api/cart": () => json(200, { code: 10000, message: "", data: null }),
    })
    const body = FormBody.cartLines([{ goods_id: 1, price: "1.00", number: 1, ck_id: 1 }])
    const both = await Promise.all([
      Effect.runPromise(api.POST("/api/cart", { body })),
      Effect.runPromise(api.POST("/api/cart", { body })),
    ])
    expect(both.map((r) => r._tag)).toEqual(["Success", "Success"])
  })

  it("times out after 30000 ms per request, each request on its own timer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      const { api, seen } = client({
        "GET /api/cart/total": () => "hang",
        "GET /api/goods/search": () => "hang",
      })
      const first = Effect.runPromise(Effect.flip(api.GET("/api/cart/total")))
      let settled: ApiOutcome.Failure | undefined
      void first.then((f) => (settled = f))
      await vi.advanceTimersByTimeAsync(10000)
      const second = Effect.runPromise(Effect.flip(api.GET("/api/goods/search")))
      await vi.advanceTimersByTimeAsync(19999)
      expect(settled).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(await first).toMatchObject({ _tag: "Timeout", message: "请求超时，请刷新页面" })
      expect(seen[0]?.signal.aborted).toBe(true)
      // the second request started 10 s later: it still has 10 s to go
      expect(seen[1]?.signal.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(10000)
      expect(await second).toMatchObject({ _tag: "Timeout" })
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it("clears the timer of a request that answered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      const { api } = client({
        "GET /api/cart/total": () => json(200, { code: 10000, message: "", data: { total: 3 } }),
      })
      const r = await Effect.runPromise(api.GET("/api/cart/total", {}, CartTotal))
      expect(r.data).toEqual({ total: 3 })
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it("uses the platform fetch when none is given", async () => {
    const original = globalThis.fetch
    const f = fakeFetch({ "DELETE /api/user/logout": () => new Response(null, { status: 204 }) })
    globalThis.fetch = f.fetch as typeof fetch
    try {
      const api = ApiClient.make({
        createClient: createClient as unknown as ApiClient.CreateClient,
        baseUrl: "http://api.test",
      })
      const r = await Effect.runPromise(Effect.flip(api.DELETE("/api/user/logout")))
      expect(r._tag).toBe("Malformed") // an empty body is not the envelope
      const put = await Effect.runPromise(Effect.flip(api.PUT("/api/nothing" as never)))
      expect(put._tag).toBe("Warning")
    } finally {
      globalThis.fetch = original
    }
  })
})

describe("ApiClient.run (the typed road: generated operations)", () => {
  it("fills the path from the operation and decodes data with its Schema", async () => {
    const { api, seen } = client({
      "GET /api/goods/detail/7": () =>
        json(200, { code: 10000, message: "", data: { ...goodsExample, id: 7 } }),
    })
    const ok = await Effect.runPromise(
      api.run(Op.getGoodsDetailById, { params: { path: { id: 7 } } }),
    )
    expect(ok.data.id).toBe(7)
    expect(ok.data.ladder_price_type).toBe(2)
    expect(seen[0]?.url).toBe("/api/goods/detail/7")
  })

  it("spreads query objects and repeats query lists (style form, explode), as the contract says", async () => {
    const { api, seen } = client({
      "GET /api/focus/demo": () => json(200, { code: 10000, message: "", data: [] }),
      "GET /api/focus/kxzq_ad": () => json(200, { code: 10000, message: "", data: [] }),
    })
    await Effect.runPromise(
      Effect.result(api.run(Op.getFocusDemo, { params: { query: { params: { id: "12" } } } })),
    )
    await Effect.runPromise(
      Effect.result(api.run(Op.getFocusKxzqAd, { params: { query: { ids: [1, 2] } } })),
    )
    expect(seen.map((s) => s.url)).toEqual([
      "/api/focus/demo?id=12",
      "/api/focus/kxzq_ad?ids=1&ids=2",
    ])
  })

  it("an answer whose data breaks the contract is Malformed, never a success", async () => {
    for (const data of [null, {}, "broken", { total: "3" }]) {
      const { api } = client({
        "GET /api/cart/total": () => json(200, { code: 10000, message: "", data }),
      })
      const failure = await Effect.runPromise(Effect.flip(api.run(Op.getCartTotal)))
      expect(failure._tag).toBe("Malformed")
    }
  })

  it("TypeScript rejects a parameter, a body field or an operation the contract lacks", () => {
    const { api } = client({})
    const typeOnly = () => {
      // @ts-expect-error: /api/goods/detail/{id} takes a numeric path id
      void api.run(Op.getGoodsDetailById, { params: { path: { id: "7" } } })
      // @ts-expect-error: the path id is required
      void api.run(Op.getGoodsDetailById)
      // @ts-expect-error: GET /api/goods/list has no `colour` parameter
      void api.run(Op.getGoodsList, { params: { query: { colour: "red" } } })
      // @ts-expect-error: POST /api/favorite takes goods_ids, not ids
      void api.run(Op.postFavorite, { body: { ids: [1] } })
      // @ts-expect-error: there is no such operation in the contract
      void api.run(Op.getNoSuchThing)
      // @ts-expect-error: openapi-fetch's raw client refuses a path the contract lacks
      void api.raw.GET("/api/no/such/path")
    }
    expect(typeof typeOnly).toBe("function")
  })
})
