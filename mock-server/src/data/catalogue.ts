/** Builds the deterministic goods catalogue, menus, brands, activities and combinations. */
import { DAY_MS as DAY, formatDate } from "@mall/core/DateTime"
import * as Money from "@mall/core/Money"
import { Result } from "effect"
import { pinyin } from "pinyin-pro"
import type { Rng } from "./prng.ts"
import {
  BRAND_OF_MAKER,
  BRANDS,
  DEVICES,
  DRUG_MAKERS,
  DRUGS,
  HERB_MAKERS,
  HERB_SPECS,
  HERBS,
  HM_DRUGS,
  WAREHOUSES,
} from "./names.ts"
import type { Brand, ImageLabel, MenuEntry } from "../state/db.ts"
import type { Category, Combination, Goods, LadderTier, Manjian } from "../state/types.ts"
import { makerColour, type PackShape } from "./pack.ts"

/** Lower-case pinyin initials; letters and digits kept as they are. */
export function initialsOf(text: string): string {
  return pinyin(text, { pattern: "first", toneType: "none", separator: "" })
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
}

const COLORS = [
  "#d9363e",
  "#1677ff",
  "#13a8a8",
  "#fa8c16",
  "#722ed1",
  "#389e0d",
  "#c41d7f",
  "#08979c",
]

/** The pack goods come in, by kind and packing unit. */
function packShape(category: Category, unit: string): PackShape {
  if (category === "zy") return "herbs"
  if (unit === "瓶") return "bottle"
  if (category === "qx") return "carton"
  if (unit === "袋") return "pouch"
  if (unit === "支") return "tube"
  return "box"
}

/** Famous products keep their real maker and approval number on their first listing. */
const CANONICAL: Record<string, [string, string]> = {
  感冒灵颗粒: ["华润三九医药股份有限公司", "国药准字Z44021940"],
  连花清瘟胶囊: ["石家庄以岭药业股份有限公司", "国药准字Z20040063"],
  复方丹参滴丸: ["天士力医药集团股份有限公司", "国药准字Z10950111"],
  云南白药气雾剂: ["云南白药集团股份有限公司", "国药准字Z53020798"],
  云南白药胶囊: ["云南白药集团股份有限公司", "国药准字Z53020799"],
  通心络胶囊: ["石家庄以岭药业股份有限公司", "国药准字Z19980015"],
  参松养心胶囊: ["石家庄以岭药业股份有限公司", "国药准字Z20030058"],
  三九胃泰颗粒: ["华润三九医药股份有限公司", "国药准字Z44020705"],
  安宫牛黄丸: ["北京同仁堂股份有限公司", "国药准字Z11020951"],
  健胃消食片: ["江中药业股份有限公司", "国药准字Z36021465"],
  阿莫西林胶囊: ["华北制药股份有限公司", "国药准字H13023964"],
  布洛芬缓释胶囊: ["中美天津史克制药有限公司", "国药准字H10900089"],
}

/** Top menu groups → child menu keys, per category. */
const MENU_TREE: Record<Exclude<Category, "yx">, [string, string[]][]> = {
  general: [
    ["感冒发烧", ["感冒用药", "解热镇痛"]],
    ["抗菌消炎", ["抗菌消炎"]],
    ["心脑血管", ["心脑血管"]],
    ["肠胃消化", ["肠胃用药"]],
    ["止咳化痰", ["止咳化痰"]],
    ["五官皮肤", ["五官用药", "皮肤过敏"]],
    ["滋补调养", ["滋补调养", "维矿物质"]],
    ["妇儿用药", ["妇科用药", "儿科用药"]],
    ["慢病用药", ["糖尿病用药", "神经用药"]],
    ["跌打清热", ["跌打损伤", "清热解毒"]],
  ],
  zy: [
    ["补益类", ["补气药", "补血药", "补阴药"]],
    ["清热类", ["清热药"]],
    ["活血类", ["活血化瘀药"]],
    ["其他饮片", ["理气药", "安神药", "其他"]],
  ],
  qx: [
    ["防护消毒", ["防护用品", "消毒用品"]],
    ["检测设备", ["检测设备"]],
    ["护理用品", ["护理用品"]],
    ["家用设备", ["家用设备"]],
  ],
}

const HERB_GROUP: Record<string, string> = {
  黄芪: "补气药",
  党参: "补气药",
  西洋参: "补气药",
  太子参: "补气药",
  山药: "补气药",
  白术: "补气药",
  甘草: "补气药",
  当归: "补血药",
  熟地黄: "补血药",
  白芍: "补血药",
  枸杞子: "补阴药",
  麦冬: "补阴药",
  玉竹: "补阴药",
  金银花: "清热药",
  菊花: "清热药",
  连翘: "清热药",
  黄连: "清热药",
  决明子: "清热药",
  葛根: "清热药",
  柴胡: "清热药",
  丹参: "活血化瘀药",
  川芎: "活血化瘀药",
  红花: "活血化瘀药",
  三七粉: "活血化瘀药",
  陈皮: "理气药",
  酸枣仁: "安神药",
  五味子: "安神药",
}

export interface Catalogue {
  goods: Goods[]
  menus: { general: MenuEntry[]; yx: MenuEntry[]; zy: MenuEntry[]; qx: MenuEntry[] }
  brands: Brand[]
  manjians: Manjian[]
  combinations: Combination[]
  warehouses: { id: number; name: string }[]
  labels: Map<string, ImageLabel>
}

function yuan(rng: Rng, min: number, max: number): number {
  // Prices end in 0 or 5 fen like real price lists.
  return rng.int(min * 20, max * 20) * 5
}

/** `pct` per cent of a price in fen, floored to the fen (core's Money.applyRate). */
const percentOf = (price: number, pct: number): number =>
  Result.getOrThrow(Money.applyRate(Money.fen(price), pct, 100))

/**
 * A special price (秒, 特) is the price at any quantity: the goods' ladder, priced from the old
 * price, would charge more than the card shows.
 */
function withoutLadder(g: { ladder: LadderTier[]; ladderType: 0 | 1 | 2 }): void {
  g.ladder = []
  g.ladderType = 0
}

function ladderFor(rng: Rng, price: number): { type: 0 | 1 | 2; tiers: LadderTier[] } {
  const roll = rng.next()
  if (roll < 0.15) {
    return {
      type: 1,
      tiers: [
        { number: 9, price },
        { number: 49, price: percentOf(price, 97) },
        { number: 99999, price: percentOf(price, 94) },
      ],
    }
  }
  if (roll < 0.3) {
    return {
      type: 2,
      tiers: [
        { number: 10, price: percentOf(price, 97) },
        { number: 50, price: percentOf(price, 93) },
      ],
    }
  }
  return { type: 0, tiers: [] }
}

/** Builds menus for one category; returns the entries and a child-key → id map. */
function buildMenu(
  category: Exclude<Category, "yx">,
  idBase: number,
  labels: Map<string, ImageLabel>,
): { entries: MenuEntry[]; ids: Map<string, number> } {
  const ids = new Map<string, number>()
  const entries = (MENU_TREE[category] ?? []).map(([name, children], i) => {
    const id = idBase + i + 1
    labels.set(`menu-${id}`, {
      text: name,
      sub: "",
      color: COLORS[i % COLORS.length] ?? "#d9363e",
      width: 64,
      height: 64,
    })
    return {
      id,
      name,
      logo: `/static/menu/menu-${id}.svg`,
      logo1: `/static/menu/menu-${id}.svg`,
      children: children.map((child, j) => {
        const childId = idBase * 10 + (i + 1) * 10 + j + 1
        ids.set(child, childId)
        return { id: childId, name: child, logo: "", logo1: "", children: [] as [] }
      }),
    }
  })
  return { entries, ids }
}

export function buildCatalogue(rng: Rng, seedTime: number): Catalogue {
  const labels = new Map<string, ImageLabel>()
  const general = buildMenu("general", 100, labels)
  const zy = buildMenu("zy", 200, labels)
  const qx = buildMenu("qx", 300, labels)
  // The free-shipping zone reuses the general groups under its own ids.
  const yx = buildMenu("general", 400, labels)

  // a brand's logo takes its maker's colour, as its goods' packs do
  const makers = [...DRUG_MAKERS, ...DEVICES.map((d) => d[3])]
  const brands: Brand[] = BRANDS.map((name, i) => {
    const part = BRAND_OF_MAKER.find(([, brand]) => brand === name)?.[0] ?? name
    const colour = makerColour(makers.find((m) => m.includes(part)) ?? name)
    labels.set(`brand-${i + 1}`, {
      text: name,
      sub: "",
      color: colour,
      width: 200,
      height: 100,
      logo: {
        name,
        latin: pinyin(name, { toneType: "none", separator: "" }).toUpperCase(),
        colour,
      },
    })
    return { id: i + 1, name, logo: `/static/brand/brand-${i + 1}.svg` }
  })
  const brandOf = (maker: string): number | null => {
    const hit = BRAND_OF_MAKER.find(([part]) => maker.includes(part))
    if (!hit) return null
    const index = BRANDS.indexOf(hit[1])
    return index < 0 ? null : index + 1
  }

  const manjians: Manjian[] = [
    {
      id: 1,
      name: "春季满减",
      tiers: [
        { amount: 50000, reduce: 2000 },
        { amount: 100000, reduce: 5000 },
        { amount: 200000, reduce: 12000 },
      ],
      startAt: seedTime - 10 * DAY,
      endAt: seedTime + 60 * DAY,
    },
  ]

  const goods: Goods[] = []
  const add = (
    partial: Omit<
      Goods,
      "id" | "initials" | "mnemonic" | "makerInitials" | "createdAt" | "tags" | "sales"
    >,
  ): Goods => {
    const id = goods.length + 1
    const created = seedTime - rng.int(0, 400) * DAY
    const item: Goods = {
      ...partial,
      id,
      initials: initialsOf(partial.name),
      mnemonic: initialsOf(partial.name.replace(/颗粒$/, "剂").replace(/ 饮片$/, "")),
      makerInitials: initialsOf(partial.sccj),
      createdAt: created,
      tags: [],
      sales: rng.int(0, 20000),
    }
    goods.push(item)
    labels.set(`goods-${id}`, {
      text: partial.name,
      sub: partial.ypgg,
      color: makerColour(partial.sccj),
      width: 400,
      height: 400,
      pack: {
        name: partial.name.replace(/ 饮片$/, ""),
        spec: partial.ypgg,
        maker: partial.sccj,
        approval: partial.pzwh,
        shape: packShape(partial.category, partial.bzdw),
      },
    })
    return item
  }
  const dates = (shelfMonths: number): { productionDate: string; expiryDate: string } => {
    const nearExpiry = rng.chance(0.08)
    const expiry = nearExpiry
      ? seedTime + rng.int(20, 170) * DAY
      : seedTime + rng.int(200, shelfMonths * 30) * DAY
    const production = expiry - shelfMonths * 30 * DAY
    return { productionDate: formatDate(production), expiryDate: formatDate(expiry) }
  }
  const batch = (): string =>
    `${formatDate(seedTime - rng.int(10, 300) * DAY)
      .replace(/-/g, "")
      .slice(2)}${rng.int(10, 99)}`

  for (const [name, spec, unit, letter, menuKey] of DRUGS) {
    const variants = rng.int(2, 4)
    const makers = new Set<string>()
    const canonical = CANONICAL[name]
    if (canonical) makers.add(canonical[0])
    while (makers.size < variants) makers.add(rng.pick(DRUG_MAKERS))
    let first = true
    for (const maker of makers) {
      const isYx = !first && rng.chance(0.2)
      const category: Category = isYx ? "yx" : "general"
      const price = yuan(rng, 3, 80)
      const ladder = ladderFor(rng, price)
      const zbz = rng.pick([1, 5, 10, 10, 20])
      const region = rng.int(11, 65)
      const pzwh =
        first && canonical
          ? canonical[1]
          : `国药准字${letter}${region}${String(rng.int(20000, 999999)).padStart(6, "0")}`
      const menuIds = isYx ? yx.ids : general.ids
      add({
        name,
        sccj: maker,
        ypgg: first
          ? spec
          : rng.pick([spec, spec.replace(/\*(\d+)/, (_, n: string) => `*${Number(n) * 2}`)]),
        bzdw: unit,
        pzwh,
        batch: batch(),
        ...dates(rng.pick([24, 36])),
        category,
        menuId: menuIds.get(menuKey) ?? 0,
        brandId: brandOf(maker),
        price,
        marketPrice: Math.floor(price * 1.3),
        stock: rng.chance(0.06) ? 0 : rng.int(1, 5000),
        isBuy: !rng.chance(0.04),
        zbz,
        ckId: rng.int(1, WAREHOUSES.length),
        isYoux: isYx,
        isFreeShipping: isYx || rng.chance(0.05),
        freeShippingNumber: isYx ? rng.pick([5, 10, 20, 30]) : 10,
        ladder: ladder.tiers,
        ladderType: ladder.type,
        manjianId: rng.chance(0.25) ? 1 : null,
        gift: null,
        isHm: HM_DRUGS.has(name),
        spikePrice: null,
        everydayPrice: null,
        originalPrice: null,
      })
      first = false
    }
  }

  for (const [herb, origin] of HERBS) {
    const variants = rng.int(2, 3)
    for (let v = 0; v < variants; v++) {
      const price = yuan(rng, 15, 300)
      const ladder = ladderFor(rng, price)
      add({
        name: `${herb} 饮片`,
        sccj: rng.pick(HERB_MAKERS),
        ypgg: `${HERB_SPECS[v % HERB_SPECS.length] ?? "500g"}（${origin}）`,
        bzdw: "袋",
        pzwh: `执行标准：中国药典2020年版`,
        batch: batch(),
        ...dates(24),
        category: "zy",
        menuId: zy.ids.get(HERB_GROUP[herb] ?? "其他") ?? 0,
        brandId: null,
        price,
        marketPrice: Math.floor(price * 1.25),
        stock: rng.chance(0.05) ? 0 : rng.int(1, 800),
        isBuy: !rng.chance(0.03),
        zbz: 1,
        ckId: rng.int(1, WAREHOUSES.length),
        isYoux: false,
        isFreeShipping: false,
        freeShippingNumber: 10,
        ladder: ladder.tiers,
        ladderType: ladder.type,
        manjianId: null,
        gift: null,
        isHm: false,
        spikePrice: null,
        everydayPrice: null,
        originalPrice: null,
      })
    }
  }

  for (const [name, spec, unit, maker, menuKey] of DEVICES) {
    const variants = rng.int(1, 2)
    for (let v = 0; v < variants; v++) {
      const price =
        name.includes("制氧机") || name.includes("轮椅") ? yuan(rng, 600, 2500) : yuan(rng, 2, 300)
      const ladder = ladderFor(rng, price)
      add({
        name,
        sccj:
          v === 0
            ? maker
            : rng.pick([
                "可孚医疗科技股份有限公司",
                "振德医疗用品股份有限公司",
                "河南亚都实业有限公司",
              ]),
        ypgg: spec,
        bzdw: unit,
        pzwh: `${rng.pick(["苏", "粤", "豫", "湘", "鲁"])}械注准20${rng.int(15, 23)}2${rng.int(10000, 99999)}`,
        batch: batch(),
        ...dates(36),
        category: "qx",
        menuId: qx.ids.get(menuKey) ?? 0,
        brandId: brandOf(maker),
        price,
        marketPrice: Math.floor(price * 1.4),
        stock: rng.chance(0.05) ? 0 : rng.int(1, 3000),
        isBuy: !rng.chance(0.03),
        zbz: unit === "台" ? 1 : rng.pick([1, 5, 10]),
        ckId: rng.int(1, WAREHOUSES.length),
        isYoux: false,
        isFreeShipping: rng.chance(0.1),
        freeShippingNumber: 5,
        ladder: ladder.tiers,
        ladderType: ladder.type,
        manjianId: rng.chance(0.3) ? 1 : null,
        gift: null,
        isHm: false,
        spikePrice: null,
        everydayPrice: null,
        originalPrice: null,
      })
    }
  }

  // Gifts (赠) and trade-ins (换购): cotton swabs and masks are the usual giveaways.
  const giveaways = goods.filter((g) => g.category === "qx" && g.price < 2000 && g.stock > 0)
  const buyable = goods.filter((g) => g.isBuy && g.stock > 0 && g.category !== "qx")
  for (let i = 0; i < 14; i++) {
    const g = buyable[(i * 17) % buyable.length]
    const gift = giveaways[i % giveaways.length]
    if (!g || !gift) continue
    g.gift = { buy: rng.pick([5, 10, 20]), give: 1, goodsId: gift.id, type: i % 4 === 3 ? 2 : 1 }
  }
  // Spike (秒) and everyday special price (特).
  for (let i = 0; i < 8; i++) {
    const g = buyable[(i * 29 + 7) % buyable.length]
    if (g) {
      // The special price is the selling price; the old price stays as the market price.
      g.spikePrice = percentOf(g.price, 80)
      g.marketPrice = g.price
      g.price = g.spikePrice
      withoutLadder(g)
    }
  }
  for (let i = 0; i < 12; i++) {
    const g = buyable[(i * 13 + 3) % buyable.length]
    if (g && g.spikePrice === null) {
      g.everydayPrice = percentOf(g.price, 88)
      g.marketPrice = g.price
      g.price = g.everydayPrice
      withoutLadder(g)
    }
  }

  for (const g of goods) {
    if (g.isYoux) g.tags.push("优")
    if (g.spikePrice !== null) g.tags.push("秒")
    if (g.manjianId !== null) g.tags.push("满")
    if (g.gift?.type === 2) g.tags.push("换购")
    if (g.gift?.type === 1) g.tags.push("赠")
    if (g.everydayPrice !== null) g.tags.push("特")
    if (seedTime - g.createdAt < 30 * DAY) g.tags.push("新")
  }

  const combinations: Combination[] = []
  const comboSources = goods.filter((g) => g.isBuy && g.stock > 50 && g.category === "general")
  // each combination holds what its name says: the first of each name on sale, the first two sets
  const combos: [string, string[]][] = [
    ["感冒组合装", ["感冒灵颗粒", "板蓝根颗粒"]],
    ["心脑健康组合", ["复方丹参滴丸", "阿司匹林肠溶片", "阿托伐他汀钙片"]],
    ["肠胃调理组合", ["蒙脱石散", "健胃消食片"]],
    ["家庭常备组合", ["布洛芬缓释胶囊", "藿香正气水", "云南白药气雾剂"]],
    ["止咳化痰组合", ["急支糖浆", "蜜炼川贝枇杷膏"]],
    ["秋冬滋补组合", ["六味地黄丸", "葡萄糖酸钙口服溶液", "维生素C片"]],
  ]
  combos.forEach(([name, names], i) => {
    const items = names
      .map((n) => comboSources.find((g) => g.name === n))
      .filter((g): g is Goods => g !== undefined)
      .map((g, k) => ({ goodsId: g.id, number: k === 0 ? 2 : 1 }))
    const full = items.reduce((sum, it) => sum + (goods[it.goodsId - 1]?.price ?? 0) * it.number, 0)
    combinations.push({
      id: i + 1,
      name,
      items,
      price: percentOf(full, 90),
      stock: rng.int(20, 500),
    })
  })

  return {
    goods,
    menus: { general: general.entries, yx: yx.entries, zy: zy.entries, qx: qx.entries },
    brands,
    manjians,
    combinations,
    warehouses: WAREHOUSES.map((name, i) => ({ id: i + 1, name })),
    labels,
  }
}
