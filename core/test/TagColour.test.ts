import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as TagColour from "../src/TagColour.ts"
import { runs } from "./arbitraries.ts"

describe("TagColour", () => {
  it("tag colours", () => {
    expect(TagColour.of("优").name).toBe("red")
    expect(TagColour.of("秒杀").name).toBe("red")
    expect(TagColour.of("满减").name).toBe("orange")
    expect(TagColour.of("换购").name).toBe("blue")
    expect(TagColour.of("赠品").name).toBe("pink")
    expect(TagColour.of("特价").name).toBe("gold")
    expect(TagColour.of("新品").name).toBe("red")
    expect(TagColour.of("其他")).toBe(TagColour.fallback)
  })
})

describe("TagColour.sameKind", () => {
  it("tags of one entry are of one kind; unknown tags are of none", () => {
    expect(TagColour.sameKind("满", "满减")).toBe(true)
    expect(TagColour.sameKind(" 赠", "赠品")).toBe(true)
    expect(TagColour.sameKind("满", "赠品")).toBe(false)
    expect(TagColour.sameKind("限购", "限购")).toBe(false)
  })
})

describe("TagColour contrast", () => {
  it("computes WCAG contrast ratios", () => {
    expect(TagColour.contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(TagColour.contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5)
    // the old 换购 blue, for the record: below AA
    expect(TagColour.contrastRatio("#1e88e5", "#ffffff")).toBeCloseTo(3.68, 2)
    expect(TagColour.contrastRatio("#c81623", "#FFFFFF")).toBeCloseTo(5.84, 2)
    expect(TagColour.contrastRatio("red", "#ffffff")).toBeNull()
    expect(TagColour.contrastRatio("#ffffff", "#fff")).toBeNull()
    expect(TagColour.relativeLuminance("#ffffff")).toBeCloseTo(1, 5)
  })
  it("every tag colour reads on white at WCAG AA (≥ 4.5:1)", () => {
    for (const c of [...TagColour.all, TagColour.fallback]) {
      const ratio = TagColour.contrastRatio(c.hex, "#ffffff")
      expect(ratio, `${c.prefix || "default"} ${c.hex}`).not.toBeNull()
      expect(ratio ?? 0, `${c.prefix || "default"} ${c.hex}`).toBeGreaterThanOrEqual(4.5)
    }
  })
  test.prop([fc.string({ maxLength: 6 })], runs)(
    "whatever the tag, its colour reads on white",
    (t) => {
      expect(TagColour.contrastRatio(TagColour.of(t).hex, "#ffffff") ?? 0).toBeGreaterThanOrEqual(
        4.5,
      )
    },
  )
  test.prop([fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff })], runs)(
    "the ratio is symmetric and between 1 and 21",
    (a, b) => {
      const hex = (n: number) => `#${n.toString(16).padStart(6, "0")}`
      const r = TagColour.contrastRatio(hex(a), hex(b)) ?? 0
      expect(r).toBeGreaterThanOrEqual(1)
      expect(r).toBeLessThanOrEqual(21.000001)
      expect(TagColour.contrastRatio(hex(b), hex(a))).toBe(r)
    },
  )
})
