/**
 * The web app's API client (core's ApiClient over openapi-fetch) against plain Prism serving
 * openapi.yaml: what the client sends is what the contract accepts, and every kind of answer the
 * contract documents becomes the outcome core promises (Success, LoginRequired, FormInvalid with
 * the first field message, ContractUnsigned, Warning, Busy).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Effect, Exit } from "effect"
import createClient from "openapi-fetch"
import * as ApiClient from "@mall/core/ApiClient"
import * as ApiOutcome from "@mall/core/ApiOutcome"
import { FormBody } from "@mall/core/FormBody"
import { startPrism, type RunningPrism } from "../../src/prism/prism.ts"
import { SESSION_COOKIE, loadSpec } from "../../src/prism/spec.ts"

let prism: RunningPrism

beforeAll(async () => {
  prism = await startPrism({ mode: "mock", port: 4140 })
})

afterAll(async () => {
  await prism?.stop()
})

/** A client that sends the session cookie (Node's fetch keeps no cookie jar) unless told not to. */
function client(options: { cookie?: boolean; prefer?: string } = {}) {
  return ApiClient.make({
    createClient,
    baseUrl: prism.url,
    fetch: (request) => {
      const headers = new Headers(request.headers)
      if (options.cookie !== false) headers.set("cookie", SESSION_COOKIE)
      if (options.prefer) headers.set("prefer", options.prefer)
      return fetch(new Request(request, { headers }))
    },
  })
}

async function outcome<A>(effect: Effect.Effect<ApiOutcome.Success<A>, ApiOutcome.Failure>) {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return exit.value as ApiOutcome.Outcome<A>
  const failure = exit.cause.reasons.find((reason) => reason._tag === "Fail")
  if (failure === undefined) throw new Error("the call died instead of failing")
  return failure.error as ApiOutcome.Failure
}

describe("ApiClient against Prism", () => {
  it("reads a public list as Success with the example's data", async () => {
    const result = await outcome(
      client({ cookie: false }).GET("/api/goods/list", {
        params: { query: { page: 1, keywords: "感冒", order: "sales" } },
      }),
    )
    expect(result._tag).toBe("Success")
    if (result._tag !== "Success") return
    expect(result.code).toBe(10000)
    const page = result.data as { data: Array<{ name: string }> }
    expect(page.data.length).toBeGreaterThan(0)
  })

  it("sends cart lines and id lists in the encoding Prism accepts", async () => {
    const api = client()
    const add = await outcome(
      api.POST("/api/cart", {
        body: FormBody.cartLines([
          { goods_id: 88001, price: "12.30", number: 2, ck_id: 1 },
          { goods_id: 88002, price: "8.50", number: 10, ck_id: 1, type: 3 },
        ]),
      }),
    )
    expect(add._tag).toBe("Success")
    const favourite = await outcome(
      api.POST("/api/favorite", { body: { goods_ids: [88001, 88002] } }),
    )
    expect(favourite._tag).toBe("Success")
    const select = await outcome(
      api.POST("/api/cart/batch_select", { body: { ids: [1, 2, 3], is_selected: 1 } }),
    )
    expect(select._tag).toBe("Success")
  })

  it("turns a member call without a session into LoginRequired", async () => {
    const result = await outcome(client({ cookie: false }).GET("/api/cart/total"))
    expect(result._tag).toBe("LoginRequired")
  })

  it("turns a body the contract refuses into FormInvalid with the first field message", async () => {
    const result = await outcome(
      client().POST("/api/cart/{id}/edit", {
        params: { path: { id: 1 } },
        body: { number: "很多" } as unknown as { number: number },
      }),
    )
    expect(result._tag).toBe("FormInvalid")
    if (result._tag !== "FormInvalid") return
    // Prism answers with the operation's own 422 example (each names the operation's fields).
    const edit = (loadSpec() as { paths: Record<string, Record<string, unknown>> }).paths[
      "/api/cart/{id}/edit"
    ]?.post as {
      responses: Record<
        string,
        { content: Record<string, { examples: Record<string, { value: unknown }> }> }
      >
    }
    const envelope = edit.responses["422"]?.content["application/json"]?.examples.validation_failed
      ?.value as { errors: Record<string, string[]> }
    const first = Object.values(envelope.errors)[0]?.[0]
    expect(result.message).toBe(first)
  })

  it.each([
    ["code=459", "ContractUnsigned"],
    ["code=500", "Busy"],
    ["code=400", "Warning"],
    ["code=401", "LoginRequired"],
  ])("maps the documented %s answer to %s", async (prefer, tag) => {
    const result = await outcome(client({ prefer }).GET("/api/cart/total"))
    expect(result._tag).toBe(tag)
    if (result._tag === "Warning" || result._tag === "ContractUnsigned") {
      expect(result.message.length).toBeGreaterThan(0)
      expect(ApiOutcome.present(result)).toBeDefined()
    }
  })
})
