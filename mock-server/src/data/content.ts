/** Site content for the seed: navigation, ads, help articles, news, coupons, draws, points goods. */
import { DAY_MS as DAY } from "@mall/core/DateTime"
import type {
  Ad,
  Article,
  HelpCategory,
  ImageLabel,
  NavEntry,
  NewsItem,
  PointsGoods,
  SiteQualification,
} from "../state/db.ts"
import type { Coupon, Draw } from "../state/types.ts"
import { buildAds } from "./ads.ts"
import { buildHelp } from "./help.ts"
import { makerColour, type PackShape } from "./pack.ts"

export interface Content {
  nav: NavEntry[]
  ads: Record<string, Ad[]>
  helpCategories: HelpCategory[]
  articles: Article[]
  news: NewsItem[]
  siteQualifications: SiteQualification[]
  coupons: Coupon[]
  draws: Draw[]
  pointsGoods: PointsGoods[]
}

const NAV: [string, string][] = [
  ["首页", "/"],
  ["包邮专区", "/yx"],
  ["中药专区", "/zyyp"],
  ["器械专区", "/qxzq"],
  ["品牌专区", "/ppzq"],
  ["每日特价", "/mrtj"],
  ["领券中心", "/lqzx"],
  ["组合购", "/zhzq"],
  ["近效期专场", "/jxqzc"],
  ["控销专区", "/kxzq"],
  ["积分商城", "/jfsc"],
  ["药学堂", "/yxt"],
]

function label(
  labels: Map<string, ImageLabel>,
  key: string,
  text: string,
  sub: string,
  width: number,
  height: number,
  color: string,
): string {
  labels.set(key, { text, sub, color, width, height })
  return key
}

export function buildContent(seedTime: number, labels: Map<string, ImageLabel>): Content {
  const colors = ["#d9363e", "#1677ff", "#fa8c16", "#13a8a8", "#722ed1"]
  const nav: NavEntry[] = NAV.map(([name, url], i) => ({
    id: i + 1,
    name,
    url,
    image: `/static/nav/${label(labels, `nav-${i + 1}`, name, "", 120, 40, colors[i % colors.length] ?? "#d9363e")}.svg`,
    is_open: i === 9 ? 1 : 0,
    children:
      i === 4
        ? [
            { id: 101, name: "999" },
            { id: 102, name: "以岭" },
          ]
        : [],
  }))

  const ads = buildAds(seedTime, labels)

  const { helpCategories, articles, news, siteQualifications } = buildHelp(seedTime, labels)

  const coupon = (
    id: number,
    name: string,
    type: 1 | 2 | 3,
    amount: number,
    minAmount: number,
    startDays: number,
    endDays: number,
    total: number,
  ): Coupon => ({
    id,
    name,
    type,
    amount,
    minAmount,
    startAt: seedTime + startDays * DAY,
    endAt: seedTime + endDays * DAY,
    total,
    claimed: Math.floor(total / 3),
  })
  const coupons: Coupon[] = [
    coupon(1, "满100减5元", 1, 500, 10000, -10, 30, 1000),
    coupon(2, "满300减15元", 1, 1500, 30000, -10, 30, 800),
    coupon(3, "满500减30元", 1, 3000, 50000, -5, 20, 500),
    coupon(4, "满1000减80元", 1, 8000, 100000, -5, 20, 300),
    coupon(5, "无门槛5元券", 1, 500, 0, -3, 10, 200),
    coupon(6, "中药饮片满200减10元", 3, 1000, 20000, -3, 15, 300),
    coupon(7, "器械专享满150减8元", 3, 800, 15000, -3, 15, 300),
    coupon(8, "周末专享满800减50元", 1, 5000, 80000, 3, 10, 200),
    coupon(9, "已领完满50减2元", 1, 200, 5000, -3, 10, 100),
  ]
  const soldOut = coupons[8]
  if (soldOut) soldOut.claimed = soldOut.total

  const draws: Draw[] = [
    {
      id: 1,
      name: "幸运抽奖",
      startAt: seedTime - 5 * DAY,
      endAt: seedTime + 25 * DAY,
      prizes: [
        { id: 1, name: "满100减5元优惠券", remarks: "已发放至优惠券", weight: 40 },
        { id: 2, name: "50积分", remarks: "已发放至积分账户", weight: 30 },
        { id: 3, name: "医用外科口罩一袋", remarks: "随下一单发货", weight: 20 },
        { id: 4, name: "电子血压计", remarks: "客户经理将与您联系", weight: 2 },
        { id: 5, name: "谢谢参与", remarks: "再接再厉", weight: 8 },
      ],
    },
  ]

  // the points mall's gifts, photographed in their packs like the goods: [name, points, spec, pack]
  const gifts: [string, number, string, PackShape][] = [
    ["保温杯", 1200, "不锈钢 500ml", "bottle"],
    ["医用外科口罩（50只）", 300, "50只/盒", "carton"],
    ["电子体温计", 800, "MT-101", "carton"],
    ["雨伞", 600, "三折晴雨伞", "carton"],
    ["收纳箱", 900, "30L 带盖", "carton"],
    ["电子血压计", 5000, "HEM-7124", "carton"],
  ]
  const pointsGoods: PointsGoods[] = gifts.map(([name, points, spec, shape], i) => {
    const key = `points-${i + 1}`
    labels.set(key, {
      text: name,
      sub: `${points}积分`,
      color: makerColour(name),
      width: 300,
      height: 300,
      pack: { name, spec, maker: "积分商城", approval: "积分兑换 · 包邮到店", shape },
    })
    return {
      id: i + 1,
      name,
      points,
      stock: i === 3 ? 0 : 100,
      image: `/static/points/${key}.svg`,
    }
  })

  return {
    nav,
    ads,
    helpCategories,
    articles,
    news,
    siteQualifications,
    coupons,
    draws,
    pointsGoods,
  }
}
