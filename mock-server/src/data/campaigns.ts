/**
 * The seed of the zones and campaigns: activities (活动专区 /yjh, 活动中心 /Hdzx) in
 * every phase, the cashback campaign (满额返现), the storewide 94% activity (全场94折), controlled
 * sales (控销: groups, which companies may buy), the free-shipping rules page, the 好医汇 hub, the
 * training hub (药学堂) and brand stories; plus the company without any history (`fresh`), which
 * shows every page's empty state. Built once per Db (so a reset starts over) by `seedCampaigns`,
 * called from the seed; read with `campaignsOf(db)`. Money in fen, times in epoch ms.
 */
import { DAY_MS as DAY, formatDate } from "@mall/core/DateTime"
import * as Welfare from "@mall/core/Welfare"
import type { Db } from "../state/db.ts"
import type { Goods, User } from "../state/types.ts"
import { ladderOf } from "../domain/ladder.ts"
import { DEMO_PASSWORD } from "./accounts.ts"
import { DRUGS } from "./names.ts"
import { PALETTES, type Banner, type Motif, type Palette } from "./banner.ts"
import { bannerLabel } from "./images.ts"

export interface Activity {
  id: number
  title: string
  image: string
  startAt: number
  endAt: number
  rule: string
  goodsIds: number[]
}

export interface CashbackCampaign {
  id: number
  title: string
  startAt: number
  endAt: number
  rule: string
  /** Threshold and rebate in fen. */
  tiers: { amount: number; rebate: number }[]
}

export interface WelfareCampaign {
  id: number
  title: string
  startAt: number
  endAt: number
  rule: string
  /** Per cent of the unit price the buyer pays. */
  rate: number
}

export interface KxzqGroup {
  url: string
  name: string
  image: string
  /** Ad slot ids of /api/focus/kxzq_ad shown on the group's page. */
  adIds: number[]
  goodsIds: number[]
}

export interface YyhSection {
  id: number
  name: string
  description: string
  goodsIds: number[]
}

export interface Course {
  id: number
  categoryId: number
  title: string
  lecturer: string
  cover: string
  /** Minutes. */
  duration: number
  views: number
  summary: string
  content: string
  createdAt: number
}

export interface Campaigns {
  activities: Activity[]
  cashback: CashbackCampaign
  welfare: WelfareCampaign
  kxzqGroups: KxzqGroup[]
  /** Controlled goods added lately (/kxzq/new). */
  kxzqNewIds: number[]
  /** Company groups that may not buy controlled goods, with the reason they are shown. */
  kxzqRefused: Map<number, string>
  yxRule: { title: string; content: string }
  yyhSections: YyhSection[]
  courseCategories: { id: number; name: string }[]
  courses: Course[]
  brandStories: Map<number, string>
}

/** A campaign's days (relative to the seed day: -3 began three days ago) and its banner's look. */
export interface CampaignPlan {
  title: string
  startDays: number
  /** The last day it runs (it ends at that day's end). */
  endDays: number
  look: { badge: string; line: string; action: string; palette: Palette; motif: Motif }
}

/** The activities of 活动专区 (/yjh/{id}): 1 and 2 running, 3 not started, 4 ended. */
export const ACTIVITY_PLANS: readonly (CampaignPlan & { id: number })[] = [
  {
    id: 1,
    title: "秋冬感冒用药节",
    startDays: -3,
    endDays: 10,
    look: {
      badge: "年度大促",
      line: "感冒 · 止咳 · 清热 好药齐备 满减同享",
      action: "立即抢购",
      palette: PALETTES.red,
      motif: "capsules",
    },
  },
  {
    id: 2,
    title: "心脑血管健康月",
    startDays: -10,
    endDays: 20,
    look: {
      badge: "专题活动",
      line: "降压 · 调脂 · 抗栓 常备药一站配齐",
      action: "进入会场",
      palette: PALETTES.blue,
      motif: "heart",
    },
  },
  {
    id: 3,
    title: "家用器械节",
    startDays: 3,
    endDays: 13,
    look: {
      badge: "活动预告",
      line: "血压计 · 血糖仪 · 雾化器 品牌直供",
      action: "敬请期待",
      palette: PALETTES.teal,
      motif: "device",
    },
  },
  {
    id: 4,
    title: "夏季清凉节",
    startDays: -40,
    endDays: -10,
    look: {
      badge: "已结束",
      line: "防暑 · 肠胃 · 清热解毒 夏季常备",
      action: "",
      palette: PALETTES.orange,
      motif: "boxes",
    },
  },
]

/** 全场94折 (/welfare): every goods item at 94% of its price. */
export const WELFARE_PLAN: CampaignPlan & { rate: number } = {
  title: "全场94折",
  startDays: -2,
  endDays: 12,
  rate: 94,
  look: {
    badge: "会员福利",
    line: "单价与阶梯价同享94折 结算自动计价",
    action: "马上采购",
    palette: PALETTES.festive,
    motif: "boxes",
  },
}

/** 满额返现 (/hb): the paid amount of the campaign's days earns the highest tier reached. */
const CASHBACK_TIERS = [
  { amount: 300000, rebate: 6000 },
  { amount: 2000000, rebate: 50000 },
  { amount: 5000000, rebate: 150000 },
] as const
const yuan = (fen: number): number => fen / 100
export const CASHBACK_PLAN: CampaignPlan & { tiers: { amount: number; rebate: number }[] } = {
  title: "满额返现 多买多返",
  startDays: -30,
  endDays: 30,
  tiers: CASHBACK_TIERS.map((t) => ({ ...t })),
  look: {
    badge: "返现进行中",
    line: `累计实付满${yuan(CASHBACK_TIERS[0].amount)}元返${yuan(CASHBACK_TIERS[0].rebate)}元 · 最高返${yuan(CASHBACK_TIERS[2].rebate)}元`,
    action: "查看返现进度",
    palette: PALETTES.purple,
    motif: "coins",
  },
}

/** 11.20 of a time (month and day, as banners write dates). */
function monthDay(ms: number): string {
  const [, month = "", day = ""] = formatDate(ms).split("-")
  return `${Number(month)}.${Number(day)}`
}

/** A campaign's banner: its title, its dates and line, its look. */
export function campaignBanner(plan: CampaignPlan, seedTime: number): Banner {
  const { badge, line, action, palette, motif } = plan.look
  const start = seedTime + plan.startDays * DAY
  const dates =
    plan.startDays > 0
      ? `${monthDay(start)} 开幕`
      : `${monthDay(start)}-${monthDay(seedTime + plan.endDays * DAY)}`
  return { headline: plan.title, subline: `${dates} ${line}`, badge, action, palette, motif }
}

export const FRESH_USERNAME = "fresh"
/** The reason a guest is given on the controlled-sales pages. */
export const KXZQ_GUEST_REASON = "请登录后查看控销商品"
const KXZQ_NO_AGREEMENT = "贵单位尚未签署控销协议，暂无控销商品购买权限，请联系客户经理开通"
const KXZQ_NOT_PASSED = "贵单位资质尚未审核通过，审核通过后方可购买控销商品"

const store = new WeakMap<Db, Campaigns>()

/**
 * Why `user` may not buy goods `goodsId` (a controlled good, 控销, and the company is refused
 * controlled sales), or null when it may: the cart refuses the line with this reason.
 */
export function controlledRefusal(db: Db, user: User, goodsId: number): string | null {
  const c = campaignsOf(db)
  const reason = c.kxzqRefused.get(user.groupId)
  if (reason === undefined) return null
  return c.kxzqGroups.some((g) => g.goodsIds.includes(goodsId)) ? reason : null
}

/** The campaigns of a Db (built by the seed; built on first use for a Db made otherwise). */
export function campaignsOf(db: Db): Campaigns {
  const hit = store.get(db)
  if (hit) return hit
  const built = build(db)
  store.set(db, built)
  return built
}

const buyable = (g: Goods) => g.isBuy && g.stock > 0

function pick(list: Goods[], every: number, offset: number, count: number): number[] {
  return list
    .filter((_, i) => i % every === offset)
    .slice(0, count)
    .map((g) => g.id)
}

function build(db: Db): Campaigns {
  const t = db.seedTime
  const general = db.goods.filter((g) => g.category === "general" && buyable(g))
  const devices = db.goods.filter((g) => g.category === "qx" && buyable(g))
  const herbs = db.goods.filter((g) => g.category === "zy" && buyable(g))

  // general goods of the given kinds of medicine (names.ts), for a campaign about them
  const ofKinds = (...kinds: string[]): Goods[] => {
    const names = new Set(DRUGS.filter((d) => kinds.includes(d[4])).map((d) => d[0]))
    return general.filter((g) => names.has(g.name))
  }
  const cardio = ofKinds("心脑血管", "糖尿病用药")
  // controlled goods (控销) are the lesser makers' variants: a name's first (best-known) maker
  // stays on open sale
  const firstOfName = new Map<string, number>()
  for (const g of db.goods) if (!firstOfName.has(g.name)) firstOfName.set(g.name, g.id)
  const lesser = (list: Goods[]) => list.filter((g) => firstOfName.get(g.name) !== g.id)
  // the goods of each activity, by its id: what its banner promises
  const activityGoods: Record<number, number[]> = {
    1: pick(ofKinds("感冒用药", "解热镇痛", "止咳化痰", "清热解毒", "五官用药"), 2, 0, 16),
    2: pick(cardio, 2, 0, 16),
    3: pick(devices, 2, 0, 12),
    4: pick(ofKinds("肠胃用药", "清热解毒", "皮肤过敏"), 3, 0, 8),
  }
  const activities = ACTIVITY_PLANS.map((plan): Activity => {
    // the activity page's banner: the campaign's, without the action (the picture is no link)
    const banner = { ...campaignBanner(plan, t), action: "" }
    db.imageLabels.set(`campaign-${plan.id}`, bannerLabel(banner, 1200, 300))
    return {
      id: plan.id,
      title: plan.title,
      image: `/static/campaign/campaign-${plan.id}.svg`,
      startAt: t + plan.startDays * DAY,
      endAt: t + plan.endDays * DAY + DAY - 1000,
      rule: `<p>${plan.title}：活动期间活动商品按页面价格销售，数量有限，售完即止。</p><p>活动商品可与满减同享，不与其他优惠券叠加。</p>`,
      goodsIds: activityGoods[plan.id] ?? [],
    }
  })

  const kxzq = (
    url: string,
    name: string,
    adIds: number[],
    goodsIds: number[],
    look: Pick<Banner, "subline" | "palette" | "motif">,
  ) => {
    db.imageLabels.set(
      `kxzq-${url}`,
      bannerLabel({ headline: name, badge: "签约专享", action: "进入专区", ...look }, 590, 200),
    )
    return { url, name, image: `/static/kxzq/kxzq-${url}.svg`, adIds, goodsIds }
  }
  const kxAds = (db.ads.kxzq_ad ?? []).map((a) => a.id)
  const kxzqGroups: KxzqGroup[] = [
    kxzq("xnxg", "心脑血管控销专区", kxAds.slice(0, 2), pick(lesser(cardio), 1, 0, 14), {
      subline: "区域保价 · 厂家直供",
      palette: PALETTES.navy,
      motif: "heart",
    }),
    kxzq(
      "kjxy",
      "抗菌消炎控销专区",
      kxAds.slice(2, 4),
      pick(lesser(ofKinds("抗菌消炎")), 1, 0, 14),
      {
        subline: "稳定供货 · 价格统一",
        palette: PALETTES.blue,
        motif: "capsules",
      },
    ),
    kxzq("zyjp", "中药精品控销专区", kxAds.slice(0, 1), pick(herbs, 4, 0, 10), {
      subline: "道地饮片 · 批次可追溯",
      palette: PALETTES.green,
      motif: "herbs",
    }),
  ]
  // The controlled-sales ads open their group's page with their slot ids.
  ;(db.ads.kxzq ?? []).forEach((ad, i) => {
    const g = kxzqGroups[i % kxzqGroups.length]
    if (g) ad.url = `/kxzq/goods/${g.url}/${g.adIds.join(",")}`
  })
  ;(db.ads.kxzq_ad ?? []).forEach((ad) => {
    const g = kxzqGroups.find((x) => x.adIds.includes(ad.id))
    if (g) ad.url = `/kxzq/goods/${g.url}`
  })
  const controlled = kxzqGroups.flatMap((g) => g.goodsIds)
  const kxzqNewIds = [...controlled]
    .sort((a, b) => (db.goodsById.get(b)?.createdAt ?? 0) - (db.goodsById.get(a)?.createdAt ?? 0))
    .slice(0, 12)

  const kxzqRefused = new Map<number, string>()
  for (const u of db.users) {
    if (u.isPassed === 0) kxzqRefused.set(u.groupId, KXZQ_NOT_PASSED)
    else if (u.isSpecial === 1) kxzqRefused.set(u.groupId, KXZQ_NO_AGREEMENT)
  }

  const yyh = (id: number, name: string, description: string, goodsIds: number[]) => ({
    id,
    name,
    description,
    goodsIds,
  })
  const yyhSections: YyhSection[] = [
    yyh(1, "诊所常用药", "门诊高频处方药品，一站配齐", pick(general, 6, 4, 24)),
    yyh(2, "慢病管理", "高血压、糖尿病等慢病长期用药", pick(general, 6, 5, 18)),
    yyh(3, "诊所器械", "诊疗耗材与常用检测器械", pick(devices, 2, 1, 16)),
  ]

  const courseCategories = [
    { id: 1, name: "药品知识" },
    { id: 2, name: "门店经营" },
    { id: 3, name: "政策法规" },
    { id: 4, name: "慢病管理" },
  ]
  // [category, title, lecturer, minutes, the cover's short title]
  const COURSES: [number, string, string, number, string][] = [
    [1, "感冒药的合理选用与联合用药禁忌", "李明 主任药师", 25, "感冒药合理选用"],
    [1, "抗菌药物分级管理与处方审核要点", "王芳 副主任药师", 32, "抗菌药物分级管理"],
    [1, "儿童用药剂量换算实务", "陈晓 主管药师", 18, "儿童用药剂量换算"],
    [1, "中成药配伍与常见不良反应", "赵雪 中药师", 28, "中成药配伍禁忌"],
    [1, "OTC 药品陈列与关联推荐", "孙磊 执业药师", 15, "OTC陈列与关联推荐"],
    [2, "药店会员体系搭建", "周敏 零售顾问", 40, "药店会员体系搭建"],
    [2, "门店库存周转与近效期管理", "吴强 运营经理", 22, "库存周转与近效期"],
    [2, "秋冬季节门店备货指南", "郑丽 采购总监", 20, "秋冬门店备货指南"],
    [2, "连锁门店的店长日常管理", "冯涛 区域经理", 35, "店长日常管理"],
    [3, "药品网络销售监督管理办法解读", "韩冰 法务顾问", 30, "网售管理办法解读"],
    [3, "药品经营质量管理规范（GSP）要点", "杨光 质量负责人", 45, "GSP要点精讲"],
    [3, "含麻黄碱类复方制剂销售管理", "何静 质量管理员", 16, "含麻制剂销售管理"],
  ]
  const courseLook: Record<number, Pick<Banner, "palette" | "motif">> = {
    1: { palette: PALETTES.blue, motif: "capsules" },
    2: { palette: PALETTES.orange, motif: "boxes" },
    3: { palette: PALETTES.navy, motif: "book" },
    4: { palette: PALETTES.teal, motif: "heart" },
  }
  const courses: Course[] = COURSES.map(([categoryId, title, lecturer, duration, short], i) => {
    const id = i + 1
    db.imageLabels.set(
      `course-${id}`,
      bannerLabel(
        {
          headline: short,
          subline: `${lecturer} · ${duration}分钟`,
          badge: courseCategories.find((c) => c.id === categoryId)?.name ?? "药学堂",
          action: "",
          ...(courseLook[categoryId] ?? { palette: PALETTES.blue, motif: "book" }),
        },
        320,
        180,
      ),
    )
    return {
      id,
      categoryId,
      title,
      lecturer,
      cover: `/static/course/course-${id}.svg`,
      duration,
      views: 120 + ((id * 7919) % 4800),
      summary: `${title}：${lecturer}结合门店实际案例讲解，时长${duration}分钟。`,
      content: `<h2>${title}</h2><p>主讲：${lecturer}</p><h3>课程要点</h3><ol><li>基本概念与适用范围</li><li>常见问题与处理方法</li><li>门店实操建议</li></ol><p>本课程仅供医药从业人员学习参考，具体用药请遵医嘱或药师指导。</p>`,
      createdAt: t - (i * 5 + 2) * DAY,
    }
  })

  const brandStories = new Map<number, string>()
  for (const b of db.brands) {
    brandStories.set(
      b.id,
      `${b.name}是深受药店与诊所信赖的品牌，坚持品质为先，产品覆盖常用药品与健康产品。本商城与品牌方直接合作，正品保障，批号新鲜。`,
    )
  }

  return {
    activities,
    cashback: {
      id: 1,
      title: CASHBACK_PLAN.title,
      startAt: t + CASHBACK_PLAN.startDays * DAY,
      endAt: t + CASHBACK_PLAN.endDays * DAY + DAY - 1000,
      rule: "<p>活动期间已支付订单（不含已取消订单）的实付金额累计计算，达到档位即返对应金额，只返最高一档。</p><p>返现金额于活动结束后 7 个工作日内发放至账户余额。</p>",
      tiers: CASHBACK_PLAN.tiers.map((tier) => ({ ...tier })),
    },
    welfare: {
      id: 1,
      title: WELFARE_PLAN.title,
      startAt: t + WELFARE_PLAN.startDays * DAY,
      endAt: t + WELFARE_PLAN.endDays * DAY + DAY - 1000,
      rule: "<p>活动期间全场商品的单价与阶梯价均按94折计价，精确到分，分以下舍去；商品页、购物车与订单显示的即为活动价。</p><p>秒杀、每日特价商品以活动页面价格为准，不参与本活动。</p>",
      rate: WELFARE_PLAN.rate,
    },
    kxzqGroups,
    kxzqNewIds,
    kxzqRefused,
    yxRule: {
      title: "包邮规则",
      content:
        "<h2>包邮规则</h2><ol><li>标注“包邮”的商品，单品购买数量达到页面所示起订量即免运费。</li><li>未达单品包邮数量的订单，订单商品金额满 800 元免运费，否则收取运费 10 元。</li><li>包邮专区仅对已开通特价品类的单位开放。</li><li>偏远地区（新疆、西藏等）以客服通知为准。</li></ol>",
    },
    yyhSections,
    courseCategories,
    courses,
    brandStories,
  }
}

/** Adds the company without history (`fresh` / demo123): no orders, coupons, points or address. */
function addFreshCompany(db: Db): void {
  if (db.users.some((u) => u.username === FRESH_USERNAME)) return
  const id = Math.max(0, ...db.users.map((u) => u.id)) + 1
  const user: User = {
    id,
    username: FRESH_USERNAME,
    password: DEMO_PASSWORD,
    groupId: Math.max(0, ...db.users.map((u) => u.groupId)) + 1,
    name: "钱多多",
    phone: "13355556666",
    email: `${FRESH_USERNAME}@example.com`,
    company: "广州市新开张大药房有限公司",
    face: `/static/face/face-${id}.svg`,
    rank: "普通会员",
    admin: null,
    address: "广东省广州市越秀区中山五路1号",
    isPassed: 1,
    points: 0,
    money: 0,
    wechat: "",
    isShowYoux: 1,
    isSpecial: 0,
    isCanChat: 0,
    isAfterSale: 0,
    contractSigned: true,
    contractSignedAt: null,
    drawJoined: 0,
  }
  db.users.push(user)
  db.imageLabels.set(`face-${id}`, { text: "钱", sub: "", color: "#1677ff", width: 80, height: 80 })
}

/** The seed hook: the fresh company, then the campaigns. */
export function seedCampaigns(db: Db): void {
  addFreshCompany(db)
  const c = campaignsOf(db)
  if (c.welfare.startAt <= db.seedTime && db.seedTime < c.welfare.endAt) applyWelfarePrices(db)
}

/**
 * 全场94折 runs from before the seed time: every goods item outside the spike and everyday-special
 * lists sells at its activity price (core Welfare: unit price and every ladder tier at 94%, floored
 * to the fen), so the list, the detail, the cart and orders all show and charge the same price.
 * Like the spike and special prices, the price is set for the life of the seeded data.
 */
function applyWelfarePrices(db: Db): void {
  for (const g of db.goods) {
    if (g.spikePrice !== null || g.everydayPrice !== null) continue
    const activity = Welfare.ladder(ladderOf(g))
    g.originalPrice = g.price
    g.price = activity.base
    g.ladder = activity.tiers.map((t) => ({ number: t.number, price: t.price }))
  }
}
