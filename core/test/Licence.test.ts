import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Licence from "../src/Licence.ts"
import * as Schemas from "../src/generated/operations.ts"
import { contract, runs } from "./arbitraries.ts"

const DAY = 86_400_000
/** 2026-11-23 10:00 in Shanghai (02:00 UTC). */
const NOW = Date.UTC(2026, 10, 23, 2, 0, 0)
const dateOf = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10)

describe("Licence: worked examples", () => {
  it("is valid through its expiry day, expired the day after", () => {
    expect(Licence.state("2026-11-23", NOW)).toEqual({ _tag: "Expiring", daysLeft: 0 })
    expect(Licence.state("2026-11-22", NOW)).toEqual({ _tag: "Expired", daysAgo: 1 })
    expect(Licence.label(Licence.state("2026-11-23", NOW))).toBe("今日到期")
    expect(Licence.label(Licence.state("2026-11-22", NOW))).toBe("已过期")
  })
  it("flags 30 days ahead, not 31", () => {
    expect(Licence.state("2026-12-23", NOW)).toEqual({ _tag: "Expiring", daysLeft: 30 })
    expect(Licence.state("2026-12-24", NOW)).toEqual({ _tag: "Valid", daysLeft: 31 })
    expect(Licence.label(Licence.state("2026-12-18", NOW))).toBe("25天后到期")
  })
  it("counts days in Shanghai: 23:30 UTC is already the next day there", () => {
    const late = Date.UTC(2026, 10, 22, 16, 30) // 00:30 on the 23rd in Shanghai
    expect(Licence.state("2026-11-22", late)._tag).toBe("Expired")
  })
  it("长期 and empty dates never expire; nonsense is unknown", () => {
    expect(Licence.state("长期", NOW)._tag).toBe("Permanent")
    expect(Licence.state("", NOW)._tag).toBe("Permanent")
    expect(Licence.state("2026-02-30", NOW)._tag).toBe("Unknown")
    expect(Licence.label(Licence.state("长期", NOW))).toBe("长期有效")
  })
  it("warnings: expired first, then the soonest", () => {
    const list = [
      { id: 1, name: "营业执照", expire_date: "长期" },
      { id: 2, name: "GSP证书", expire_date: "2026-12-18" },
      { id: 3, name: "药品经营许可证", expire_date: "2026-10-01" },
      { id: 4, name: "采购委托书", expire_date: "2026-11-30" },
      { id: 5, name: "医疗机构执业许可证", expire_date: "2028-01-01" },
    ]
    const w = Licence.warnings(list, NOW)
    expect(w.map((x) => x.licence.id)).toEqual([3, 4, 2])
    expect(w.map((x) => x.message)).toEqual([
      "药品经营许可证已过期",
      "采购委托书7天后到期",
      "GSP证书25天后到期",
    ])
  })
})

describe("Licence: properties", () => {
  const day = fc.integer({ min: 10_000, max: 30_000 })
  const now = fc.integer({ min: 10_000 * DAY, max: 30_000 * DAY })
  test.prop([day, now], runs)("exactly one state, matching the day difference", (d, t) => {
    const s = Licence.state(dateOf(d), t)
    const left = d - Licence.today(t)
    if (left < 0) expect(s).toEqual({ _tag: "Expired", daysAgo: -left })
    else if (left <= Licence.WARN_DAYS) expect(s).toEqual({ _tag: "Expiring", daysLeft: left })
    else expect(s).toEqual({ _tag: "Valid", daysLeft: left })
  })
  test.prop([day, now], runs)("a later expiry date is never in a worse state", (d, t) => {
    const rank = (s: Licence.State): number =>
      s._tag === "Expired" ? 0 : s._tag === "Expiring" ? 1 : 2
    expect(rank(Licence.state(dateOf(d + 1), t))).toBeGreaterThanOrEqual(
      rank(Licence.state(dateOf(d), t)),
    )
  })
  test.prop([fc.array(fc.tuple(day, fc.string()), { maxLength: 20 }), now], runs)(
    "warnings hold exactly the licences needing action, expired before expiring",
    (items, t) => {
      const list = items.map(([d, name], id) => ({ id, name, expire_date: dateOf(d) }))
      const w = Licence.warnings(list, t)
      expect(w.length).toBe(
        list.filter((l) => Licence.needsAction(Licence.state(l.expire_date, t))).length,
      )
      const firstExpiring = w.findIndex((x) => x.state._tag === "Expiring")
      if (firstExpiring >= 0)
        expect(w.slice(firstExpiring).every((x) => x.state._tag === "Expiring")).toBe(true)
    },
  )
})

describe("Licence: tone", () => {
  it("valid green, expiring amber, expired red", () => {
    expect(Licence.tone(Licence.state("2099-01-01", NOW))).toBe("success")
    expect(Licence.tone(Licence.state("2026-11-30", NOW))).toBe("warning")
    expect(Licence.tone(Licence.state("2026-11-01", NOW))).toBe("danger")
  })
})

describe("Licence: the words of a valid or unreadable date", () => {
  it("says 有效 beyond the warning window and 有效期未知 for nonsense, asking action of neither", () => {
    const valid = Licence.state("2026-12-24", NOW)
    expect(Licence.label(valid)).toBe("有效")
    expect(Licence.needsAction(valid)).toBe(false)
    const unknown = Licence.state("2026-02-30", NOW)
    expect(Licence.label(unknown)).toBe("有效期未知")
    expect(Licence.needsAction(unknown)).toBe(false)
    expect(Licence.label(Licence.state("2026-11-22", NOW))).toBe("已过期")
  })
})

describe("Licence over the licences the contract allows", () => {
  test.prop([fc.array(contract(Schemas.Qualification), { maxLength: 8 }), fc.nat(4e12)], runs)(
    "the warnings are the licences to act on, each once, expired ones first, named by the licence",
    (licences, now) => {
      const w = Licence.warnings(licences, now)
      expect(w.length).toBe(
        licences.filter((l) => Licence.needsAction(Licence.state(l.expire_date, now))).length,
      )
      for (const x of w) {
        expect(x.message.startsWith(x.licence.name)).toBe(true)
        expect(Licence.label(x.state)).not.toBe("")
      }
      const firstExpiring = w.findIndex((x) => x.state._tag === "Expiring")
      if (firstExpiring >= 0)
        expect(w.slice(firstExpiring).every((x) => x.state._tag === "Expiring")).toBe(true)
    },
  )
})
