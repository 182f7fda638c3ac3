import { effect } from "@preact/signals-react"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Missing, resource } from "./resource.ts"

/** A fetch whose answers the test gives, in any order: `answer(i, value)` settles the i-th call. */
function controlled<A>() {
  const pending: Array<(value: A | undefined | typeof Missing) => void> = []
  const asked: string[] = []
  const fetch = (query: string) =>
    new Promise<A | undefined | typeof Missing>((resolve) => {
      asked.push(query)
      pending.push(resolve)
    })
  const answer = async (i: number, value: A | undefined | typeof Missing) => {
    pending[i]?.(value)
    // let the load that waited on it go on
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { fetch, answer, asked }
}

describe("a resource's answers", () => {
  it("a late answer to an older load never replaces the newer one's", async () => {
    const { fetch, answer } = controlled<string>()
    const r = resource(fetch)
    const first = r.load("第1页")
    const second = r.load("第2页")
    await answer(1, "第2页的商品")
    await answer(0, "第1页的商品")
    expect(r.data.value).toBe("第2页的商品")
    expect(r.query.value).toBe("第2页")
    expect(r.status.value).toBe("ready")
    expect(await first).toBe(false)
    expect(await second).toBe(true)
  })

  it("whatever order the answers arrive in, the last load's answer is the one shown", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 6 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
              fc.array(fc.boolean(), { minLength: n, maxLength: n }),
            ),
          ),
        async ([n, order, fails]) => {
          const { fetch, answer } = controlled<string>()
          const r = resource(fetch)
          const loads = [...Array(n).keys()].map((i) => r.load(`q${i}`))
          for (const i of order) await answer(i, fails[i] === true ? undefined : `a${i}`)
          const last = n - 1
          const results = await Promise.all(loads)
          expect(results).toEqual(loads.map((_, i) => i === last && fails[last] !== true))
          expect(r.status.value).toBe(fails[last] === true ? "failed" : "ready")
          // an older answer is never shown, even when the last load failed
          expect(r.data.value).toBe(fails[last] === true ? null : `a${last}`)
        },
      ),
    )
  })

  it("an answer that arrives after a reset is dropped", async () => {
    const { fetch, answer } = controlled<string>()
    const r = resource(fetch)
    const load = r.load("订单1")
    r.reset()
    await answer(0, "订单1的详情")
    expect(await load).toBe(false)
    expect(r.status.value).toBe("idle")
    expect(r.data.value).toBeNull()
  })
})

describe("a resource while it loads again", () => {
  it("keeps the data shown while a reload runs, and after it fails (beside 重新加载)", async () => {
    const { fetch, answer } = controlled<string>()
    const r = resource(fetch)
    void r.load("列表")
    await answer(0, "旧的列表")
    const again = r.reload()
    expect(r.status.value).toBe("loading")
    expect(r.data.value).toBe("旧的列表")
    await answer(1, undefined)
    expect(await again).toBe(false)
    expect(r.status.value).toBe("failed")
    expect(r.data.value).toBe("旧的列表")
  })

  it("made with failed: clear, shows nothing of the older answer once a newer load failed", async () => {
    const { fetch, answer } = controlled<string>()
    const r = resource(fetch, { failed: "clear" })
    void r.load("商品7")
    await answer(0, "商品7的详情")
    void r.load("商品8")
    // the goods shown stays until the next one arrives
    expect(r.data.value).toBe("商品7的详情")
    await answer(1, undefined)
    expect(r.status.value).toBe("failed")
    expect(r.data.value).toBeNull()
  })

  it("clears the data when the server says the thing does not exist", async () => {
    const { fetch, answer } = controlled<string>()
    const r = resource(fetch)
    void r.load("订单1")
    await answer(0, "订单1的详情")
    const gone = r.load("订单2")
    await answer(1, Missing)
    expect(await gone).toBe(false)
    expect(r.status.value).toBe("missing")
    expect(r.data.value).toBeNull()
  })

  it("a quiet load shows no loading state, and its failure leaves the page as it was", async () => {
    const { fetch, answer, asked } = controlled<string>()
    const r = resource(fetch)
    void r.load("全部")
    await answer(0, "购物车")
    const quiet = r.load("全部", { quiet: true })
    expect(asked[1]).toBe("全部")
    expect(r.status.value).toBe("ready")
    await answer(1, undefined)
    expect(await quiet).toBe(false)
    expect(r.status.value).toBe("ready")
    expect(r.data.value).toBe("购物车")
    // a quiet load's answer is shown as any other's, and overtakes an older load
    const loud = r.load("全部")
    const again = r.load("全部", { quiet: true })
    await answer(3, "删除后的购物车")
    await answer(2, "删除前的购物车")
    expect(await again).toBe(true)
    expect(await loud).toBe(false)
    expect(r.data.value).toBe("删除后的购物车")
    expect(r.status.value).toBe("ready")
  })

  it("reload before any load asks nothing", async () => {
    const { fetch, asked } = controlled<string>()
    const r = resource(fetch)
    expect(await r.reload()).toBe(false)
    expect(asked).toEqual([])
    expect(r.status.value).toBe("idle")
  })
})

describe("what a page derives from each answer (shown)", () => {
  it("runs with the answer and its query in the batch that shows it, never for a dropped one", async () => {
    const { fetch, answer } = controlled<string>()
    const seen: Array<[string, string]> = []
    let derived = ""
    const r = resource(fetch, {
      shown: (data, query) => {
        seen.push([data, query])
        derived = `${query}:${data}`
      },
    })
    // an observer of the data never sees it without what was derived from it
    const observed: string[] = []
    const stop = effect(() => {
      if (r.data.value !== null) observed.push(derived)
    })
    void r.load("a")
    void r.load("b")
    await answer(1, "B")
    await answer(0, "A")
    stop()
    expect(seen).toEqual([["B", "b"]])
    expect(observed).toEqual(["b:B"])
  })
})
