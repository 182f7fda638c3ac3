/**
 * Regions (所在地区) a company can be in: the provincial divisions of the mainland, in the order
 * of the national administrative code (GB/T 2260), each with its cities and each city with its
 * districts (区/县). A form picks the three in turn from these lists: a province, one of its
 * cities, one of that city's districts. Choosing a level keeps the levels under it only while they
 * still belong to it, and a province with a single city (北京市, 天津市, 上海市) takes it at once.
 *
 * The cities and districts come from `@vant/area-data` (the Vant team's 省市区 data, MIT), read
 * by code: a city's code starts with its province's first two digits, a district's with its
 * city's first four. The provinces are spelled out here, so that a module needing only them does
 * not bring the three thousand districts along; the data is read the first time a list is asked
 * for.
 */
import { areaList } from "@vant/area-data"

export const PROVINCES: ReadonlyArray<string> = [
  "北京市",
  "天津市",
  "河北省",
  "山西省",
  "内蒙古自治区",
  "辽宁省",
  "吉林省",
  "黑龙江省",
  "上海市",
  "江苏省",
  "浙江省",
  "安徽省",
  "福建省",
  "江西省",
  "山东省",
  "河南省",
  "湖北省",
  "湖南省",
  "广东省",
  "广西壮族自治区",
  "海南省",
  "重庆市",
  "四川省",
  "贵州省",
  "云南省",
  "西藏自治区",
  "陕西省",
  "甘肃省",
  "青海省",
  "宁夏回族自治区",
  "新疆维吾尔自治区",
]

/** Whether the text names one of the provinces. */
export const isProvince = (s: string): boolean => PROVINCES.includes(s.trim())

/** Where a company is: a province, one of its cities, one of that city's districts ("" for none). */
export interface Place {
  readonly province: string
  readonly city: string
  readonly district: string
}

export type Level = keyof Place

export const EMPTY: Place = { province: "", city: "", district: "" }

/** province → city → its districts, in code order. */
type Tree = ReadonlyMap<string, ReadonlyMap<string, ReadonlyArray<string>>>

let tree: Tree | null = null

const sortedByCode = (list: Readonly<Record<string, string>>): ReadonlyArray<[string, string]> =>
  Object.entries(list).sort(([a], [b]) => a.localeCompare(b))

const read = (): Tree => {
  if (tree !== null) return tree
  const byPrefix = new Map<string, Map<string, string[]>>()
  const built = new Map<string, Map<string, string[]>>()
  for (const [code, name] of sortedByCode(areaList.province_list)) {
    if (!PROVINCES.includes(name)) continue
    const cities = new Map<string, string[]>()
    built.set(name, cities)
    byPrefix.set(code.slice(0, 2), cities)
  }
  const cityAt = new Map<string, string[]>()
  for (const [code, name] of sortedByCode(areaList.city_list)) {
    const cities = byPrefix.get(code.slice(0, 2))
    if (cities === undefined) continue
    const districts = cities.get(name) ?? []
    cities.set(name, districts)
    cityAt.set(code.slice(0, 4), districts)
  }
  for (const [code, name] of sortedByCode(areaList.county_list)) {
    const districts = cityAt.get(code.slice(0, 4))
    if (districts !== undefined && !districts.includes(name)) districts.push(name)
  }
  tree = built
  return built
}

/** The cities of a province, in code order; none for a name that is not a province. */
export const cities = (province: string): ReadonlyArray<string> => [
  ...(read().get(province.trim())?.keys() ?? []),
]

/** The districts of a city of a province, in code order; none when the city is not the province's. */
export const districts = (province: string, city: string): ReadonlyArray<string> =>
  read().get(province.trim())?.get(city.trim()) ?? []

/**
 * The place with each level that does not belong to the one above it cleared (a city typed in
 * before the lists existed, a district of another city); the names trimmed.
 */
export const fit = (place: Place): Place => {
  const province = isProvince(place.province) ? place.province.trim() : ""
  const city = cities(province).includes(place.city.trim()) ? place.city.trim() : ""
  const district = districts(province, city).includes(place.district.trim())
    ? place.district.trim()
    : ""
  return { province, city, district }
}

/**
 * The place after the buyer chose `name` at `level`: the levels above stay, those under it stay
 * while they still belong, and a province chosen with one city takes that city.
 */
export const choose = (place: Place, level: Level, name: string): Place => {
  const next = fit({ ...place, [level]: name })
  if (level !== "province") return next
  const only = cities(next.province)
  return next.city === "" && only.length === 1 ? { ...next, city: only[0] ?? "" } : next
}
