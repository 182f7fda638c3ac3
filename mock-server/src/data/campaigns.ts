/**
 * The seed of the zones and campaigns: activities (活动专区 /yjh, 活动中心 /Hdzx) in
 * every phase, the cashback campaign (满额返现), the storewide 94% activity (全场94折), controlled
 * sales (控销: groups, which companies may buy), the free-shipping rules page, the 好医汇 hub, the
 * training hub (药学堂) and brand stories; plus the company without any history (`fresh`), which
 * shows every page's empty state. Built once per Db (so a reset starts over) by `seedCampaigns`,
 * called from the seed; read with `campaignsOf(db)`. Money in fen, times in epoch ms.
 */
import { DAY_MS as DAY } from "@mall/core/DateTime"
import * as Welfare from "@mall/core/Welfare"
import type { Db } from "../state/db.ts"
import type { Goods, User } from "../state/types.ts"
import { ladderOf } from "../domain/ladder.ts"
import { DEMO_PASSWORD } from "./accounts.ts"

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

function label(
  db: Db,
  key: string,
  text: string,
  sub: string,
  w: number,
  h: number,
  color: string,
) {
  db.imageLabels.set(key, { text, sub, color, width: w, height: h })
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

  const activity = (
    id: number,
    title: string,
    startDays: number,
    endDays: number,
    goodsIds: number[],
    color: string,
  ): Activity => {
    label(db, `campaign-${id}`, title, "活动专区", 1200, 300, color)
    return {
      id,
      title,
      image: `/static/campaign/campaign-${id}.svg`,
      startAt: t + startDays * DAY,
      endAt: t + endDays * DAY + DAY - 1000,
      rule: `<p>${title}：活动期间活动商品按页面价格销售，数量有限，售完即止。</p><p>活动商品可与满减同享，不与其他优惠券叠加。</p>`,
      goodsIds,
    }
  }
  const activities = [
    activity(1, "秋冬感冒用药节", -3, 10, pick(general, 5, 1, 16), "#d9363e"),
    activity(2, "心脑血管健康月", -10, 20, pick(general, 5, 2, 16), "#1677ff"),
    activity(3, "家用器械节", 3, 13, pick(devices, 2, 0, 12), "#13a8a8"),
    activity(4, "夏季清凉节", -40, -10, pick(general, 5, 3, 8), "#fa8c16"),
  ]

  const kxzq = (url: string, name: string, adIds: number[], goodsIds: number[], i: number) => {
    label(
      db,
      `kxzq-${url}`,
      name,
      "控销专区",
      590,
      200,
      ["#722ed1", "#c41d7f", "#08979c"][i] ?? "#722ed1",
    )
    return { url, name, image: `/static/kxzq/kxzq-${url}.svg`, adIds, goodsIds }
  }
  const kxAds = (db.ads.kxzq_ad ?? []).map((a) => a.id)
  const kxzqGroups: KxzqGroup[] = [
    kxzq("xnxg", "心脑血管控销专区", kxAds.slice(0, 2), pick(general, 7, 0, 14), 0),
    kxzq("kjxy", "抗菌消炎控销专区", kxAds.slice(2, 4), pick(general, 7, 1, 14), 1),
    kxzq("zyjp", "中药精品控销专区", kxAds.slice(0, 1), pick(herbs, 4, 0, 10), 2),
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
  const COURSES: [number, string, string, number][] = [
    [1, "感冒药的合理选用与联合用药禁忌", "李明 主任药师", 25],
    [1, "抗菌药物分级管理与处方审核要点", "王芳 副主任药师", 32],
    [1, "儿童用药剂量换算实务", "陈晓 主管药师", 18],
    [1, "中成药配伍与常见不良反应", "赵雪 中药师", 28],
    [1, "OTC 药品陈列与关联推荐", "孙磊 执业药师", 15],
    [2, "药店会员体系搭建", "周敏 零售顾问", 40],
    [2, "门店库存周转与近效期管理", "吴强 运营经理", 22],
    [2, "秋冬季节门店备货指南", "郑丽 采购总监", 20],
    [2, "连锁门店的店长日常管理", "冯涛 区域经理", 35],
    [3, "药品网络销售监督管理办法解读", "韩冰 法务顾问", 30],
    [3, "药品经营质量管理规范（GSP）要点", "杨光 质量负责人", 45],
    [3, "含麻黄碱类复方制剂销售管理", "何静 质量管理员", 16],
  ]
  const courses: Course[] = COURSES.map(([categoryId, title, lecturer, duration], i) => {
    const id = i + 1
    label(
      db,
      `course-${id}`,
      title.slice(0, 12),
      "药学堂",
      320,
      180,
      ["#389e0d", "#1677ff", "#fa8c16"][categoryId % 3] ?? "#389e0d",
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
      title: "满额返现 多买多返",
      startAt: t - 30 * DAY,
      endAt: t + 30 * DAY + DAY - 1000,
      rule: "<p>活动期间已支付订单（不含已取消订单）的实付金额累计计算，达到档位即返对应金额，只返最高一档。</p><p>返现金额于活动结束后 7 个工作日内发放至账户余额。</p>",
      tiers: [
        { amount: 300000, rebate: 6000 },
        { amount: 2000000, rebate: 50000 },
        { amount: 5000000, rebate: 150000 },
      ],
    },
    welfare: {
      id: 1,
      title: "全场94折",
      startAt: t - 2 * DAY,
      endAt: t + 12 * DAY + DAY - 1000,
      rule: "<p>活动期间全场商品的单价与阶梯价均按94折计价，精确到分，分以下舍去；商品页、购物车与订单显示的即为活动价。</p><p>秒杀、每日特价商品以活动页面价格为准，不参与本活动。</p>",
      rate: 94,
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
