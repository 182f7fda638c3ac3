import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as Region from "../src/Region.ts"
import { runs } from "./arbitraries.ts"

/** A place whose levels are names of the lists, or other text, or blank. */
const anyName = (names: ReadonlyArray<string>): fc.Arbitrary<string> =>
  names.length === 0
    ? fc.constantFrom("", "广州", "某某区")
    : fc.oneof(fc.constantFrom(...names), fc.constantFrom("", " ", "广州", "某某区"))

const place: fc.Arbitrary<Region.Place> = anyName(Region.PROVINCES).chain((province) =>
  anyName(Region.cities(province)).chain((city) =>
    anyName(Region.districts(province, city)).map((district) => ({ province, city, district })),
  ),
)

const level = fc.constantFrom<Region.Level>("province", "city", "district")

describe("Region", () => {
  it("lists the cities of a province and the districts of a city, in code order", () => {
    expect(Region.cities("广东省").slice(0, 3)).toEqual(["广州市", "韶关市", "深圳市"])
    expect(Region.districts("广东省", "广州市")).toContain("海珠区")
    expect(Region.districts("广东省", "佛山市")).toContain("南海区")
    expect(Region.cities("北京市")).toEqual(["北京市"])
    expect(Region.districts("北京市", "北京市")[0]).toBe("东城区")
    // a name that is not a province, or a city of another province, lists nothing
    expect(Region.cities("广东")).toEqual([])
    expect(Region.districts("广西壮族自治区", "广州市")).toEqual([])
  })

  it("every province has cities, every city districts, none named twice", () => {
    for (const province of Region.PROVINCES) {
      const cities = Region.cities(province)
      expect(cities.length, province).toBeGreaterThan(0)
      expect(new Set(cities).size).toBe(cities.length)
      for (const city of cities) {
        const districts = Region.districts(province, city)
        expect(districts.length, `${province}${city}`).toBeGreaterThan(0)
        expect(new Set(districts).size).toBe(districts.length)
      }
    }
  })

  it("choosing a province with one city takes it; another province clears the city and district", () => {
    const beijing = Region.choose(Region.EMPTY, "province", "北京市")
    expect(beijing).toEqual({ province: "北京市", city: "北京市", district: "" })
    const guangzhou = Region.choose(
      Region.choose(Region.choose(Region.EMPTY, "province", "广东省"), "city", "广州市"),
      "district",
      "海珠区",
    )
    expect(guangzhou).toEqual({ province: "广东省", city: "广州市", district: "海珠区" })
    expect(Region.choose(guangzhou, "province", "湖南省")).toEqual({
      province: "湖南省",
      city: "",
      district: "",
    })
    expect(Region.choose(guangzhou, "city", "佛山市")).toEqual({
      province: "广东省",
      city: "佛山市",
      district: "",
    })
  })

  it("a place typed before the lists keeps only what the lists know", () => {
    expect(Region.fit({ province: " 广东省", city: "广州", district: "海珠区" })).toEqual({
      province: "广东省",
      city: "",
      district: "",
    })
    expect(Region.fit({ province: "广东省", city: "广州市 ", district: "南海区" })).toEqual({
      province: "广东省",
      city: "广州市",
      district: "",
    })
  })

  test.prop([place, level, fc.string()], runs)(
    "a chosen place always fits the lists, and the levels above the chosen one stay",
    (p, at, name) => {
      const before = Region.fit(p)
      const after = Region.choose(before, at, name)
      expect(Region.fit(after)).toEqual(after)
      if (at !== "province") expect(after.province).toBe(before.province)
      if (at === "district") expect(after.city).toBe(before.city)
    },
  )

  test.prop([place, level], runs)(
    "choosing a name of the lists keeps it; the levels under it stay only while they belong",
    (p, at) => {
      const before = Region.fit(p)
      const options =
        at === "province"
          ? Region.PROVINCES
          : at === "city"
            ? Region.cities(before.province)
            : Region.districts(before.province, before.city)
      fc.pre(options.length > 0)
      const name = options[0]!
      const after = Region.choose(before, at, name)
      expect(after[at]).toBe(name)
      if (at === "province" && before.city !== "" && Region.cities(name).includes(before.city))
        expect(after.city).toBe(before.city)
      if (at !== "district" && after.district !== "")
        expect(Region.districts(after.province, after.city)).toContain(after.district)
    },
  )
})
