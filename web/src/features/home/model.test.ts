import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { envelope, installFetch, ok, type Reply } from "../../../test/fetchMock.ts"
import { goodsFixture } from "../../../test/goods.ts"
import { focusCommonFixture } from "../../../test/siteData.ts"
import { resetSiteData, siteData } from "../../lib/session/siteData.ts"
import * as Clock from "../../lib/clock.ts"
import * as Model from "./model.ts"

const zone = (ids: number[]) => ok({ ads: [], goods: ids.map((id) => goodsFixture({ id })) })
const brand = (id: number) => ({ id, name: `品牌${id}`, logo: "" })
const entry = (id: number) => ({ id, name: `分类${id}`, logo: "", logo1: "", children: [] })

/** The calls of each floor, from the top of the page down. */
const FLOOR_CALLS: Record<Model.FloorKey, ReadonlyArray<string>> = {
  spike: ["GET /api/index/spike"],
  newBuyer: ["GET /api/focus/xrtj"],
  yx: ["GET /api/focus/yx"],
  zyzq: ["GET /api/focus/zyzq"],
  kxzq: ["GET /api/focus/kxzq"],
  brandsNews: ["GET /api/focus/ppzq", "GET /api/focus/postList"],
  recommended: ["GET /api/index_wntj/1"],
}

const answers = (): Record<string, Reply> => ({
  "GET /api/focus/common": ok(focusCommonFixture()),
  "GET /api/focus": ok([]),
  "GET /api/focus/right": ok([]),
  "GET /api/index/spike": ok({ id: 1, title: "秒杀", start_time: 0, end_time: 0, goods: [] }),
  "GET /api/focus/xrtj": ok([]),
  "GET /api/focus/yx": zone([]),
  "GET /api/focus/zyzq": zone([]),
  "GET /api/focus/kxzq": zone([]),
  "GET /api/focus/ppzq": ok({ ads: [], brands: [] }),
  "GET /api/focus/postList": ok([]),
  "GET /api/index_wntj/1": ok([]),
})

/** Holds every floor's answers until `release(floor)`. */
function holdFloors() {
  const releases = new Map<Model.FloorKey, () => void>()
  const routes = answers()
  for (const [floor, calls] of Object.entries(FLOOR_CALLS) as [Model.FloorKey, string[]][]) {
    const held = new Promise<void>((resolve) => releases.set(floor, resolve))
    for (const key of calls) {
      const reply = routes[key] as { body: unknown }
      routes[key] = async () => {
        await held
        return reply
      }
    }
  }
  const fetch = installFetch(routes)
  return {
    fetch,
    release: (floor: Model.FloorKey) => releases.get(floor)?.(),
    /** Answers every floor and waits until the page has them all (a later load then starts clean). */
    async finish() {
      for (const release of releases.values()) release()
      await vi.waitFor(() => expect(Model.floorsSettled.value).toBe(Model.FLOORS.length))
    },
  }
}

beforeEach(() => {
  Model.resetHome()
  resetSiteData()
})
afterEach(() => {
  Model.resetHome()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("the home page's floors", () => {
  it("a floor answering early waits for the floors above it; one floor is added per paint", async () => {
    const { release, finish } = holdFloors()
    Model.loadHome()
    release("newBuyer")
    release("recommended")
    await Promise.resolve()
    expect(Model.floorsSettled.value).toBe(0)
    release("spike")
    await vi.waitFor(() => expect(Model.floorsSettled.value).toBe(2))
    Model.showNextFloor()
    expect(Model.floorsShown.value).toBe(1)
    Model.showNextFloor()
    Model.showNextFloor()
    expect(Model.floorsShown.value).toBe(2)
    await finish()
  })

  it("in whatever order the floors answer, those shown are always the answered ones from the top", async () => {
    const floors = Object.keys(FLOOR_CALLS) as Model.FloorKey[]
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(floors, { minLength: 1 }), async (order) => {
        Model.resetHome()
        const { release, finish } = holdFloors()
        Model.loadHome()
        const answered = new Set<Model.FloorKey>()
        for (const floor of order) {
          release(floor)
          answered.add(floor)
          const top = floors.findIndex((f) => !answered.has(f))
          const expected = top === -1 ? floors.length : top
          await vi.waitFor(() => expect(Model.floorsSettled.value).toBe(expected))
          for (let i = 0; i < floors.length; i++) Model.showNextFloor()
          expect(Model.floorsShown.value).toBe(expected)
        }
        await finish()
      }),
      { numRuns: 8 },
    )
  })

  it("a floor whose call fails is not shown but does not hold up the floors below", async () => {
    installFetch({
      ...answers(),
      "GET /api/index/spike": envelope(50000, "err", 500),
      "GET /api/focus/xrtj": ok([goodsFixture({ id: 3 })]),
    })
    Model.loadHome()
    await vi.waitFor(() => expect(Model.floorsSettled.value).toBe(Model.FLOORS.length))
    expect(Model.spike.value).toBeNull()
    expect(Model.firstGoodsFloor.value).toBe("newBuyer")
  })

  it("the first floor with goods is the one whose pictures load first", async () => {
    installFetch({ ...answers(), "GET /api/focus/zyzq": zone([5]) })
    Model.loadHome()
    await vi.waitFor(() => expect(Model.floorsSettled.value).toBe(Model.FLOORS.length))
    expect(Model.firstGoodsFloor.value).toBe("zyzq")
    expect(Model.zones.value.zyzq?.goods.map((g) => g.id)).toEqual([5])
  })
})

describe("the home page's side menu and brands", () => {
  it("the sidebar is the first 7 of each menu, the herbal and device ones marked in their link", () => {
    siteData.value = focusCommonFixture({
      category: [1, 2, 3, 4, 5, 6, 7, 8].map(entry),
      category_zy: [entry(20)],
      category_qx: [entry(30)],
    })
    const side = Model.sidebar.value
    expect(side.map((s) => s.entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 20, 30])
    expect(side.at(-2)?.query).toBe("&zy=2")
    expect(side.at(-1)?.query).toBe("&qx=2")
  })

  it("the brand block shows the zone's brands, else the site's", () => {
    siteData.value = focusCommonFixture({ brand: [brand(1)] })
    expect(Model.brands.value.map((b) => b.id)).toEqual([1])
    Model.brandFocus.value = { ads: [], brands: [brand(2), brand(3)] }
    expect(Model.brands.value.map((b) => b.id)).toEqual([2, 3])
  })
})

describe("the spike's countdown", () => {
  const T0 = Date.UTC(2026, 10, 27, 2, 0, 0)

  it("counts down to the start on the server's clock, ticking every second while shown", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] })
    vi.setSystemTime(T0)
    // the server's clock is 60 s ahead of this machine's
    siteData.value = focusCommonFixture({ timestamp: T0 / 1000 + 60 })
    Model.spike.value = {
      id: 1,
      title: "秒杀",
      start_time: T0 / 1000 + 60 + 3600,
      end_time: T0 / 1000 + 60 + 7200,
      goods: [],
    }
    const stop = Clock.startClock()
    expect(Model.spikeClock.value?.phase).toBe("upcoming")
    expect(Model.spikeClock.value?.parts).toMatchObject({ hours: 1, minutes: 0, seconds: 0 })
    vi.advanceTimersByTime(1000)
    expect(Model.spikeClock.value?.parts).toMatchObject({ hours: 0, minutes: 59, seconds: 59 })
    vi.advanceTimersByTime(3599_000)
    expect(Model.spikeClock.value?.phase).toBe("running")
    expect(Model.spikeClock.value?.parts.hours).toBe(1)
    stop()
    vi.advanceTimersByTime(5000)
    expect(Model.spikeClock.value?.parts).toMatchObject({ hours: 1, minutes: 0, seconds: 0 })
  })

  it("ends at its end time, and no spike means no countdown", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] })
    vi.setSystemTime(T0)
    expect(Model.spikeClock.value).toBeNull()
    Model.spike.value = { id: 1, title: "秒杀", start_time: 0, end_time: T0 / 1000 + 2, goods: [] }
    Clock.startClock()
    expect(Model.spikeClock.value?.phase).toBe("running")
    vi.advanceTimersByTime(2000)
    expect(Model.spikeClock.value?.phase).toBe("ended")
    expect(Model.spikeClock.value?.parts.ended).toBe(true)
  })
})
