/**
 * The contract's examples are real: each operation's example request (its parameter and body
 * examples), sent to the dev back end from the seed and signed in as demo, succeeds. The ids the
 * examples name exist in the dev data; the few things a request needs that no seed can hold are
 * made first by another operation's example (the cart lines of POST /api/cart, an uploaded
 * picture). Its error examples name its own fields, and 403 / 404 are declared where the server
 * sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readContract } from "../../scripts/contract-test/contract.ts"
import { DEFAULT_CONTRACT, FOREIGN_ORIGIN, Suite } from "../../scripts/contract-test/suite.ts"
import { loadSpec, operations } from "../src/prism/spec.ts"
import { isDocumentPath } from "../src/http/documents.ts"
import { start } from "../src/server.ts"
import type { Running } from "../src/server.ts"

/** The contract's operations as its examples are read for Prism (`mock-server/src/prism/spec.ts`). */
const specOperations = operations(loadSpec())

/** Calls whose example carries a one-time SMS code or a token from an earlier step of a flow. */
const ONE_TIME = new Set([
  "postSmsSend",
  "postRegisterStep1",
  "postRegisterStep2",
  "postRegisterStep3",
  "postRegisterDdStep1",
  "postRegisterDdStep2",
  "postRegisterDdStep3",
  "postRegisterWechat",
  "postPasswordVerify",
  "postPasswordReset",
])
/** Examples that name the cart lines POST /api/cart's example makes (ids 1 and 2). */
const NEEDS_CART = new Set([
  "postCartCopy",
  "postCartCheckout",
  "postCartBatchDelete",
  "postCartEdit",
  "postCartBatchSelect",
  "postOrder",
])
/** Fields that must name a picture this company uploaded (POST /api/upload), by kind. */
const NEEDS_UPLOAD: Record<string, { field: string; kind: string; list: boolean }> = {
  postHmddReceipt: { field: "receipt_image", kind: "receipt", list: false },
  postAfterSale: { field: "images", kind: "after_sale", list: true },
  postReturn: { field: "images", kind: "return", list: true },
  postUserZizhiRenew: { field: "image", kind: "licence", list: false },
}

let server: Running
let suite: Suite

beforeAll(async () => {
  server = await start({ port: 0, strict: true, logger: () => undefined })
  suite = new Suite({ server: server.url, accounts: [{ name: "demo", password: "demo123" }] })
})

afterAll(async () => {
  await server?.close()
})

describe("the contract's example requests against the dev back end", () => {
  const contract = readContract(DEFAULT_CONTRACT)
  for (const op of contract.operations) {
    if (ONE_TIME.has(op.id)) continue
    it(`${op.id}: the example request succeeds`, async () => {
      server.app.reset()
      expect(await suite.signIn("demo")).toBe(true)
      if (NEEDS_CART.has(op.id)) {
        const added = await suite.client.send(suite.exampleCall(suite.op("postCart")))
        expect(added.status, added.text).toBe(200)
      }
      if (op.id === "postContractSign") {
        const demo = server.app.db.users.find((u) => u.username === "demo")
        if (demo) demo.contractSigned = false
      }
      const call = suite.exampleCall(suite.op(op.id))
      const upload = NEEDS_UPLOAD[op.id]
      if (upload && call.body && call.body[upload.field] !== undefined) {
        const base = suite.exampleCall(suite.op("postUpload"))
        const made = await suite.client.send({ ...base, body: { ...base.body, kind: upload.kind } })
        const url = (made.json as { data?: { url?: string } }).data?.url
        expect(url, made.text).toBeTypeOf("string")
        call.body[upload.field] = upload.list ? [url] : url
      }
      const x = await suite.client.send(call)
      expect(
        x.status,
        `${x.method} ${x.url} ${x.body ?? ""} → ${x.text.slice(0, 300)}`,
      ).toBeLessThan(300)
    })
  }
})

describe("error documentation", () => {
  const contract = readContract(DEFAULT_CONTRACT)
  it("every 422 example names only the operation's own fields", () => {
    const wrong: string[] = []
    for (const op of contract.operations) {
      const own = new Set([
        ...op.params.map((p) => p.name),
        ...Object.keys((op.body?.properties ?? {}) as object),
        // the properties of an exploded query object are its keys
        ...op.params.flatMap((p) =>
          p.exploded ? Object.keys((p.schema.properties ?? {}) as object) : [],
        ),
      ])
      const examples = examples422(op.id)
      for (const fields of examples)
        for (const f of fields) {
          const name = f.split(/[.[]/)[0] ?? f
          if (!own.has(name) && !(op.params.some((p) => p.exploded) && f !== "body"))
            wrong.push(`${op.id}: ${f}`)
        }
      if (op.statuses.includes("422") && examples.length === 0)
        wrong.push(`${op.id}: no 422 example`)
    }
    expect(wrong).toEqual([])
  })

  it("every write declares the 403 of a foreign Origin, and the server sends it", async () => {
    const writes = contract.operations.filter((o) => o.method !== "GET")
    expect(writes.filter((o) => !o.statuses.includes("403")).map((o) => o.id)).toEqual([])
    server.app.reset()
    await suite.signIn("demo")
    const x = await suite.client.send({
      ...suite.exampleCall(suite.op("postFavorite")),
      headers: { origin: FOREIGN_ORIGIN },
    })
    expect(x.status).toBe(403)
    expect(suite.results.contract.response(suite.op("postFavorite"), 403).declared).toBe(true)
  })

  it("an unknown or another company's id answers 404 with the envelope, declared", async () => {
    server.app.reset()
    await suite.signIn("demo")
    for (const [id, path] of [
      ["getOrderById", { id: 999999 }],
      ["getGoodsDetailById", { id: 999999 }],
      ["putAddress", { id: 999999 }],
    ] as const) {
      const op = suite.op(id)
      const x = await suite.client.send({ ...suite.exampleCall(op), path })
      expect(x.status, x.text).toBe(404)
      expect((x.json as { code: number }).code).toBe(404)
      expect(op.statuses).toContain("404")
    }
  })
})

describe("pictures in the examples", () => {
  it("every picture a GET answer's example names is served by the dev back end, signed out (a company's documents: 404)", async () => {
    // the web app over Prism (npm run start:prism) shows these answers and loads their pictures
    // from a dev back end's /static: a missing one is a broken picture on the page
    const pictures = new Set<string>()
    for (const op of specOperations.filter((o) => o.method === "get"))
      for (const [status, named] of op.examples)
        if (status.startsWith("2"))
          for (const value of named.values()) collectPictures(value, pictures)
    expect(pictures.size).toBeGreaterThan(20)
    const missing: string[] = []
    const shown: string[] = []
    for (const path of pictures) {
      const res = await fetch(`${server.url}${path}`)
      // a company's documents are served to its own sessions only (openapi.yaml info): a 404
      // signed out, which the Prism browser test does not count as a broken picture
      if (isDocumentPath(path)) {
        if (res.status !== 404) shown.push(`${path}: ${res.status}`)
      } else if (
        res.status !== 200 ||
        !(res.headers.get("content-type") ?? "").startsWith("image/")
      )
        missing.push(`${path}: ${res.status}`)
    }
    expect(missing).toEqual([])
    expect(shown).toEqual([])
  })
})

/** Adds every /static picture address found in `value` (at any depth) to `into`. */
function collectPictures(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    if (/^\/static\/\S+\.(svg|png|jpe?g)$/.test(value)) into.add(value)
  } else if (Array.isArray(value)) for (const v of value) collectPictures(v, into)
  else if (value !== null && typeof value === "object")
    for (const v of Object.values(value)) collectPictures(v, into)
}

/** The field names of each 422 example of the operation `id`. */
function examples422(id: string): string[][] {
  const named = specOperations.find((o) => o.operationId === id)?.examples.get("422")
  return [...(named?.values() ?? [])].map((value) =>
    Object.keys((value as { errors?: Record<string, unknown> } | null)?.errors ?? {}),
  )
}
