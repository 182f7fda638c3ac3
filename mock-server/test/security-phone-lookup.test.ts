/**
 * The phone lookup (GET /api/user/phone/{phone}) tells anyone whether a number is registered, so
 * it is braked per address like sign-in: a few lookups a minute, then 429 with Retry-After and a
 * Chinese message, nothing answered about the number; the window slides on the guards' own clock.
 */
import fc from "fast-check"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { DEFAULT_SECURITY, createRateLimit } from "../src/state/security.ts"
import { data, startServer } from "./support.ts"
import type { TestServer } from "./support.ts"

let now = Date.parse("2026-11-23T08:00:00Z")
let server: TestServer
const LIMIT = DEFAULT_SECURITY.phoneLookups

beforeAll(async () => {
  server = await startServer({ securityNow: () => now })
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.control("/__control/reset")
})

describe("phone lookup brake", () => {
  it("answers the first lookups of a minute, then 429 with Retry-After until the window moves", async () => {
    const c = server.client()
    for (let i = 0; i < LIMIT; i++) {
      const res = await c.get(`/api/user/phone/1380013${String(8000 + i)}`)
      expect(res.status, `lookup ${i + 1}`).toBe(200)
    }
    const braked = await c.get("/api/user/phone/13912345678")
    expect(braked.status).toBe(429)
    expect(braked.body).toEqual({
      code: 429,
      message: expect.stringMatching(/^手机号查询过于频繁，请\d+秒后再试$/) as unknown,
      data: null,
    })
    const wait = Number(braked.headers.get("retry-after"))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    // Signing in does not lift it; a session is no way around the brake.
    await c.login()
    expect((await c.get("/api/user/phone/13912345678")).status).toBe(429)
    now += wait * 1000
    const again = await c.get("/api/user/phone/13912345678")
    expect(data<{ is_registered: number }>(again).is_registered).toBe(1)
  })

  it("a request the contract refuses (422) is not counted", async () => {
    const c = server.client()
    for (let i = 0; i < LIMIT + 5; i++)
      expect((await c.get("/api/user/phone/not-a-phone")).status).toBe(422)
    expect((await c.get("/api/user/phone/13800138000")).status).toBe(200)
  })

  it("a sliding window: never more than the limit within any window, every use counted once", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 6 }),
        (gaps, limit) => {
          const windowMs = 10_000
          const rate = createRateLimit(limit, windowMs, 100)
          const taken: number[] = []
          let t = 0
          for (const gap of gaps) {
            t += gap
            const wait = rate.take("a", t)
            const inWindow = taken.filter((at) => t - at < windowMs)
            if (inWindow.length < limit) expect(wait).toBe(0)
            else expect(wait).toBe((inWindow[0] ?? t) + windowMs - t)
            if (wait === 0) taken.push(t)
          }
          // Another address is not braked by this one.
          expect(rate.take("b", t)).toBe(0)
        },
      ),
    )
  })
})
