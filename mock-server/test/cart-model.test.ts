/**
 * Model-based test of the cart: random sequences of add / edit / select / delete / clear against
 * the back end, comparing its cart list and total with a plain model after every step.
 */
import fc from "fast-check"
import { afterAll, beforeAll, expect, it } from "vitest"
import { data, startServer } from "./support.ts"
import type { Client, TestServer } from "./support.ts"

interface ModelLine {
  number: number
  selected: boolean
}
/** goods id → line (the server merges adds of the same goods into one line). */
type Model = Map<number, ModelLine>

interface Real {
  client: Client
}

interface ServerLine {
  id: number
  number: number
  is_selected: number
  goods: { id: number }
}

let server: TestServer
let pool: number[] = []

beforeAll(async () => {
  server = await startServer()
  // Plenty of stock, buyable: the model needs no stock rules.
  pool = server.app.db.goods
    .filter((g) => g.isBuy && g.stock >= 2000)
    .slice(0, 4)
    .map((g) => g.id)
})
afterAll(() => server.close())

async function serverLines(c: Client): Promise<ServerLine[]> {
  return data<{ data: ServerLine[] }>(await c.get("/api/cart/list")).data
}

async function lineIdsFor(c: Client, goodsIds: number[]): Promise<number[]> {
  return (await serverLines(c)).filter((l) => goodsIds.includes(l.goods.id)).map((l) => l.id)
}

async function check(model: Model, real: Real): Promise<void> {
  const lines = await serverLines(real.client)
  const seen = lines
    .map((l) => [l.goods.id, l.number, l.is_selected === 1] as const)
    .sort((a, b) => a[0] - b[0])
  const expected = [...model.entries()]
    .map(([id, l]) => [id, l.number, l.selected] as const)
    .sort((a, b) => a[0] - b[0])
  expect(seen).toEqual(expected)
  expect(data<{ total: number }>(await real.client.get("/api/cart/total")).total).toBe(model.size)
}

class Add implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly number: number,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const goodsId = pool[this.index % pool.length] ?? 1
    const answer = await real.client.post("/api/cart", {
      goods_id: [goodsId],
      price: ["1.00"],
      number: [this.number],
      ck_id: [0],
    })
    expect(answer.body.code).toBe(10000)
    const line = model.get(goodsId)
    model.set(goodsId, { number: (line?.number ?? 0) + this.number, selected: true })
    await check(model, real)
  }
  toString = () => `add(${this.index}, ${this.number})`
}

class Edit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly number: number,
  ) {}
  check = (model: Readonly<Model>) => model.size > 0
  async run(model: Model, real: Real) {
    const goodsId = [...model.keys()][this.index % model.size] ?? 0
    const [id] = await lineIdsFor(real.client, [goodsId])
    const answer = await real.client.post(`/api/cart/${id}/edit`, { number: this.number })
    expect(answer.body.code).toBe(10000)
    const line = model.get(goodsId)
    if (line) line.number = this.number
    await check(model, real)
  }
  toString = () => `edit(${this.index}, ${this.number})`
}

class Select implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly picks: number[],
    readonly on: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.size > 0
  async run(model: Model, real: Real) {
    const keys = [...model.keys()]
    const goodsIds = [...new Set(this.picks.map((p) => keys[p % keys.length] ?? 0))]
    const ids = await lineIdsFor(real.client, goodsIds)
    expect(
      (await real.client.post("/api/cart/batch_select", { ids, is_selected: this.on ? 1 : 0 })).body
        .code,
    ).toBe(10000)
    for (const g of goodsIds) {
      const line = model.get(g)
      if (line) line.selected = this.on
    }
    await check(model, real)
  }
  toString = () => `select([${this.picks.join(",")}], ${this.on})`
}

class Delete implements fc.AsyncCommand<Model, Real> {
  constructor(readonly picks: number[]) {}
  check = (model: Readonly<Model>) => model.size > 0
  async run(model: Model, real: Real) {
    const keys = [...model.keys()]
    const goodsIds = [...new Set(this.picks.map((p) => keys[p % keys.length] ?? 0))]
    const ids = await lineIdsFor(real.client, goodsIds)
    expect((await real.client.post("/api/cart/batch_delete", { ids })).body.code).toBe(10000)
    for (const g of goodsIds) model.delete(g)
    await check(model, real)
  }
  toString = () => `delete([${this.picks.join(",")}])`
}

class Clear implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.size > 0
  async run(model: Model, real: Real) {
    const ids = (await serverLines(real.client)).map((l) => l.id)
    expect((await real.client.post("/api/cart/batch_delete", { ids })).body.code).toBe(10000)
    model.clear()
    await check(model, real)
  }
  toString = () => "clear()"
}

const commands = [
  fc.tuple(fc.nat(3), fc.integer({ min: 1, max: 20 })).map(([i, n]) => new Add(i, n)),
  fc.tuple(fc.nat(3), fc.integer({ min: 1, max: 60 })).map(([i, n]) => new Edit(i, n)),
  fc
    .tuple(fc.array(fc.nat(3), { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([p, on]) => new Select(p, on)),
  fc.array(fc.nat(3), { minLength: 1, maxLength: 2 }).map((p) => new Delete(p)),
  fc.constant(new Clear()),
]

it("matches a simple cart model after every step", async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
      await server.control("/__control/reset")
      const client = server.client()
      await client.login()
      await fc.asyncModelRun(() => ({ model: new Map() as Model, real: { client } }), cmds)
      expect(server.app.violations).toEqual([])
    }),
    { numRuns: 30 },
  )
})
