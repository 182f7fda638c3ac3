/**
 * The list encoding of docs/decisions/0013-list-encoding.md, in the contract and in the dev back
 * end: every request list is bounded by maxItems and form-encoded as repeated keys; the dev back
 * end reads repeated keys (canonical), `ids[i]` and `ids[]` (tolerated), and refuses an index on
 * a scalar, an index or count above maxItems and a gapped index with a 422 naming the field, in
 * constant time, changing nothing, while other requests are answered in time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FormBody } from "@mall/core/FormBody"
import { deref, loadSpec, type JsonObject } from "../src/prism/spec.ts"
import { data, startServer, type Answer, type Client, type TestServer } from "./support.ts"

const FORM = "application/x-www-form-urlencoded"
const METHODS = ["get", "put", "post", "delete", "patch"] as const
const doc = loadSpec()

interface ListField {
  where: string
  schema: JsonObject
  encoding?: JsonObject
}

/** Every list in a request: body fields and query parameters. */
function requestLists(): ListField[] {
  const out: ListField[] = []
  for (const [path, itemRaw] of Object.entries(deref(doc, doc.paths as JsonObject))) {
    const item = deref(doc, itemRaw)
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined
      if (!op) continue
      const params = [
        ...((item.parameters ?? []) as JsonObject[]),
        ...((op.parameters ?? []) as JsonObject[]),
      ]
      for (const raw of params) {
        const p = deref(doc, raw)
        const schema = p.schema === undefined ? {} : deref(doc, p.schema)
        if (schema.type === "array")
          out.push({ where: `${method} ${path} ${String(p.in)} ${String(p.name)}`, schema })
      }
      if (op.requestBody === undefined) continue
      const content = deref(doc, deref(doc, op.requestBody).content)
      for (const [type, mediaRaw] of Object.entries(content)) {
        const media = deref(doc, mediaRaw)
        const schema = deref(doc, media.schema)
        const encoding = (media.encoding ?? {}) as Record<string, JsonObject>
        for (const [name, propRaw] of Object.entries((schema.properties ?? {}) as JsonObject)) {
          const prop = deref(doc, propRaw)
          if (prop.type === "array")
            out.push({
              where: `${method} ${path} ${type} ${name}`,
              schema: prop,
              ...(encoding[name] ? { encoding: encoding[name] } : {}),
            })
        }
      }
    }
  }
  return out
}

/** Schemas of components that reach themselves through $refs. */
function recursiveSchemas(): string[] {
  const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas
  const refsOf = (node: unknown, acc: Set<string>): Set<string> => {
    if (Array.isArray(node)) node.forEach((n) => refsOf(n, acc))
    else if (typeof node === "object" && node !== null) {
      for (const [k, v] of Object.entries(node)) {
        if (k === "$ref" && typeof v === "string" && v.startsWith("#/components/schemas/"))
          acc.add(v.slice("#/components/schemas/".length))
        else refsOf(v, acc)
      }
    }
    return acc
  }
  const edges = new Map(Object.entries(schemas).map(([name, s]) => [name, refsOf(s, new Set())]))
  return [...edges.keys()].filter((start) => {
    const seen = new Set<string>()
    const stack = [...(edges.get(start) ?? [])]
    while (stack.length > 0) {
      const next = stack.pop() as string
      if (next === start) return true
      if (seen.has(next)) continue
      seen.add(next)
      stack.push(...(edges.get(next) ?? []))
    }
    return false
  })
}

describe("the contract's request lists", () => {
  const lists = requestLists()

  it("every list of every request (body and query) has a maxItems", () => {
    expect(lists.length).toBeGreaterThan(20)
    const unbounded = lists.filter(
      (l) => !(Number.isInteger(l.schema.maxItems) && Number(l.schema.maxItems) > 0),
    )
    expect(unbounded.map((l) => l.where)).toEqual([])
  })

  it("form-body lists are repeated keys (style form, explode true); deepObject is gone", () => {
    const body = lists.filter((l) => l.where.includes(FORM))
    expect(body.length).toBeGreaterThan(15)
    const other = body.filter((l) => l.encoding?.style !== "form" || l.encoding.explode !== true)
    expect(other.map((l) => l.where)).toEqual([])
    expect(JSON.stringify(doc)).not.toContain("deepObject")
  })

  it("the dev back end's decoder knows each operation's lists and their maxItems", () => {
    // The contract the running back end loaded at start-up (read from openapi.yaml).
    const contract = server.app.contract
    expect(contract.loaded).toBe(true)
    const batchDelete = contract.find("POST", "/api/cart/batch_delete")
    expect(batchDelete?.bodyLists.get("ids")).toBe(1000)
    expect(batchDelete?.bodyLists.has("is_selected")).toBe(false)
    expect(contract.find("GET", "/api/focus/kxzq_ad")?.queryLists.get("ids")).toBe(50)
    expect(contract.find("POST", "/api/sms/send")?.bodyLists.size).toBe(0)
  })

  it("no schema refers back to itself: MenuEntry's children are MenuLeaf", () => {
    expect(recursiveSchemas()).toEqual([])
    const schemas = (doc.components as { schemas: Record<string, JsonObject> }).schemas
    const children = (schemas.MenuEntry?.properties as JsonObject).children as JsonObject
    expect((children.items as JsonObject).$ref).toBe("#/components/schemas/MenuLeaf")
  })
})

// ---- the dev back end

let server: TestServer
let client: Client

beforeAll(async () => {
  server = await startServer()
  client = server.client()
})

afterAll(async () => {
  await server?.close()
})

async function timed(run: () => Promise<Answer>): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now()
  const answer = await run()
  return { answer, ms: performance.now() - started }
}

const raw = (c: Client, path: string, body: string) => c.post(path, undefined, { raw: body })

interface Goods {
  id: number
  is_buy: number
  number: number
  ladder_price: unknown[]
}

async function twoBuyableGoods(c: Client): Promise<[Goods, Goods]> {
  const page = data<{ data: Goods[] }>(await c.get("/api/goods/list", { page: 1 }))
  const found = page.data.filter(
    (g) => g.is_buy === 1 && g.number > 500 && g.ladder_price.length === 0,
  )
  if (found.length < 2) throw new Error("no buyable goods in the seed")
  return [found[0] as Goods, found[1] as Goods]
}

interface CartLine {
  id: number
  number: number
  goods: { id: number }
}
const cartLines = async (c: Client) =>
  data<{ data: CartLine[] }>(await c.get("/api/cart/list")).data

describe("hostile list indices are refused at once, and nobody waits", () => {
  const hostile: [string, string, string][] = [
    ["/api/sms/send", "phone%5B99999999%5D=1", "phone"],
    ["/api/sms/send", "phone%5B99999999%5D=1&phone%5B99999998%5D=1", "phone"],
    ["/api/sms/send", "phone=13800138000&x%5B1e9%5D=1", "x"],
    ["/api/auth/login", "username%5B4294967294%5D=x&password=demo123", "username"],
    ["/api/cart/batch_delete", "ids%5B99999999%5D=1", "ids"],
    ["/api/cart/batch_delete", "ids%5B1e9%5D=1", "ids"],
  ]

  it.each(hostile)(
    "POST %s %s → 422 naming the field, in under 100 ms",
    async (path, body, field) => {
      const c = server.client()
      if (path.startsWith("/api/cart")) await c.login()
      // Warm both paths once. Then, in one of up to ten tries, the refusal and a GET sent at the
      // same moment must both be answered within 100 ms: the old decoder took seconds on every
      // try and held the GET behind it, while a loaded test machine only slows some tries.
      await c.get("/api/goods/list", { page: 1 })
      await raw(c, path, body)
      const tries: string[] = []
      for (let i = 0; i < 10; i++) {
        const [refusal, list] = await Promise.all([
          timed(() => raw(c, path, body)),
          timed(() => c.get("/api/goods/list", { page: 1 })),
        ])
        expect(refusal.answer.status).toBe(422)
        expect(refusal.answer.body.code).toBe(422)
        expect(Object.keys(refusal.answer.body.errors ?? {})).toEqual([field])
        expect(refusal.answer.body.message).toMatch(/[\u4e00-\u9fff]/)
        expect(list.answer.status).toBe(200)
        tries.push(`refusal ${refusal.ms.toFixed(0)} ms, list ${list.ms.toFixed(0)} ms`)
        if (refusal.ms < 100 && list.ms < 100) break
      }
      expect(tries.at(-1), tries.join("; ")).toMatch(/^refusal \d{1,2} ms, list \d{1,2} ms$/)
    },
  )

  it("says what is wrong, in Chinese, naming the field", async () => {
    const scalar = await raw(client, "/api/sms/send", "phone%5B0%5D=13800138000")
    expect(scalar.body.errors).toEqual({ phone: ["手机号不是列表，不能带下标"] })
    const twice = await raw(client, "/api/sms/send", "phone=13800138000&phone=13800138001")
    expect(twice.body.errors).toEqual({ phone: ["手机号只能填写一个值"] })
    await client.login()
    const above = await raw(client, "/api/cart/batch_delete", "ids%5B1000%5D=1")
    expect(above.status).toBe(422)
    expect(above.body.errors).toEqual({ ids: ["商品列表项过多，最多1000项"] })
    const gap = await raw(client, "/api/cart/batch_delete", "ids%5B0%5D=1&ids%5B2%5D=1")
    expect(gap.body.errors?.ids?.[0]).toContain("列表下标不正确")
  })
})

describe("lists on the wire", () => {
  it("reads parallel repeated keys of POST /api/cart line by line, and ids in all three forms", async () => {
    const c = server.client()
    await c.login("manager")
    for (const line of await cartLines(c))
      await c.post("/api/cart/batch_delete", { ids: [line.id] })
    const [a, b] = await twoBuyableGoods(c)
    const body = FormBody.encode(
      FormBody.cartLines([
        { goods_id: a.id, price: "1.00", number: 3, ck_id: 0 },
        { goods_id: b.id, price: "1.00", number: 7, ck_id: 0, type: 1 },
      ]),
    )
    expect(body).toContain(`goods_id=${a.id}&goods_id=${b.id}`)
    expect((await raw(c, "/api/cart", body)).status).toBe(200)
    const lines = await cartLines(c)
    expect(lines.map((l) => [l.goods.id, l.number]).sort()).toEqual(
      [
        [a.id, 3],
        [b.id, 7],
      ].sort(),
    )
    const [first, second] = lines as [CartLine, CartLine]

    // Tolerated forms read the same list: ids[] and indexed keys in any order.
    const selectOff = await raw(
      c,
      "/api/cart/batch_select",
      `ids%5B%5D=${first.id}&ids%5B%5D=${second.id}&is_selected=0`,
    )
    expect(selectOff.status).toBe(200)

    // A refused body changes nothing: too many ids, though the real ones are among them.
    const flood = [first.id, second.id, ...Array.from({ length: 999 }, (_, i) => 900_000 + i)]
    const refused = await raw(c, "/api/cart/batch_delete", flood.map((id) => `ids=${id}`).join("&"))
    expect(refused.status).toBe(422)
    expect(refused.body.errors?.ids?.[0]).toBe("商品列表项过多，最多1000项")
    expect(await cartLines(c)).toHaveLength(2)

    const deleted = await raw(
      c,
      "/api/cart/batch_delete",
      `ids%5B1%5D=${second.id}&ids%5B0%5D=${first.id}`,
    )
    expect(deleted.status).toBe(200)
    expect(await cartLines(c)).toEqual([])
  })

  it("refuses parallel cart lists of different lengths, naming the short one", async () => {
    const c = server.client()
    await c.login("manager")
    const [a, b] = await twoBuyableGoods(c)
    const lines = { goods_id: [a.id, b.id], price: ["1.00", "1.00"], number: [1, 1], ck_id: [0, 0] }
    const before = await cartLines(c)
    const price = await c.post("/api/cart", { ...lines, price: ["1.00"] })
    expect(price.status).toBe(422)
    expect(price.body.errors).toEqual({ price: ["价格的个数与商品行数不一致"] })
    const type = await c.post("/api/cart", { ...lines, type: [2] })
    expect(type.body.errors).toEqual({ type: ["类型的个数与商品行数不一致"] })
    const ck = await c.post("/api/cart", { ...lines, ck_id: [0] })
    expect(ck.body.errors).toEqual({ ck_id: ["仓库的个数与商品行数不一致"] })
    expect(await cartLines(c)).toEqual(before)
  })

  it("bounds query lists too", async () => {
    expect((await client.get("/api/focus/kxzq_ad", { ids: [1, 2] })).status).toBe(200)
    const many = await client.get("/api/focus/kxzq_ad", {
      ids: Array.from({ length: 51 }, (_, i) => i + 1),
    })
    expect(many.status).toBe(422)
    expect(Object.keys(many.body.errors ?? {})).toEqual(["ids"])
    const indexed = await client.request("GET", "/api/goods/list?page%5B99999999%5D=1")
    expect(indexed.status).toBe(422)
    expect(indexed.body.errors).toEqual({ page: ["页码不是列表，不能带下标"] })
  })
})
