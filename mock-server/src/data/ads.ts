/**
 * The ads of every focus slot (GET /api/focus, /focus/top, /right, /login, the zones', the
 * template pages', the draw's and 好医汇's): each one a campaign of the seed, named as buyers know it (the
 * name is the picture's alt text), with its link and its banner, drawn at the size the web app
 * shows the slot. What the banners promise is what the seed does: the activities and their dates,
 * 全场94折, the cashback tiers, the 满减 tiers, free shipping from 800 yuan, the coupons.
 */
import type { Ad, ImageLabel } from "../state/db.ts"
import { PALETTES, type Banner } from "./banner.ts"
import {
  ACTIVITY_PLANS,
  CASHBACK_PLAN,
  WELFARE_PLAN,
  campaignBanner,
  type CampaignPlan,
} from "./campaigns.ts"
import { bannerLabel } from "./images.ts"

/** One ad: its name, its link ("" for a campaign not open yet: 活动未开始) and its banner. */
interface AdPlan {
  name: string
  url: string
  banner: Banner
}

/** A slot: the size its pictures are drawn at, and its ads in order. */
interface Slot {
  width: number
  height: number
  ads: AdPlan[]
}

type Words = Pick<Banner, "headline" | "subline"> & Partial<Omit<Banner, "headline" | "subline">>

/** An ad whose name is its headline. */
const ad = (url: string, words: Words, name = words.headline): AdPlan => ({
  name,
  url,
  banner: { badge: "", action: "", palette: PALETTES.red, motif: "boxes", ...words },
})

/** An ad of a campaign of the seed, with the campaign's dates. */
const campaignAd = (url: string, plan: CampaignPlan, seedTime: number): AdPlan => ({
  name: plan.title,
  url,
  banner: campaignBanner(plan, seedTime),
})

function activity(id: number): CampaignPlan {
  const plan = ACTIVITY_PLANS.find((a) => a.id === id)
  if (!plan) throw new Error(`no activity ${id}`)
  return plan
}

/** The slots in the order their ad ids are given (the ids stay the same on every start). */
function slots(seedTime: number): Record<string, Slot> {
  return {
    // the home carousel; its last campaign has not started, so its ad leads nowhere yet
    index: {
      width: 790,
      height: 340,
      ads: [
        campaignAd("/yjh/1", activity(1), seedTime),
        campaignAd("/welfare", WELFARE_PLAN, seedTime),
        campaignAd("/hb", CASHBACK_PLAN, seedTime),
        campaignAd("/yjh/2", activity(2), seedTime),
        campaignAd("", activity(3), seedTime),
      ],
    },
    top: {
      width: 1200,
      height: 80,
      ads: [
        ad("/yx", {
          headline: "订单满800元包邮",
          subline: "正品保障 · 广州、武汉、成都三仓就近发货 · 包邮商品达量即包邮",
          action: "去采购",
          palette: PALETTES.orange,
          motif: "truck",
        }),
      ],
    },
    right: {
      width: 190,
      height: 110,
      ads: [
        ad("/lqzx", {
          headline: "领券中心",
          subline: "好券天天领",
          action: "去领券",
          palette: PALETTES.rose,
          motif: "coupon",
        }),
        ad("/mrtj", {
          headline: "每日特价",
          subline: "好药低至88折",
          action: "去看看",
          palette: PALETTES.orange,
          motif: "clock",
        }),
        ad("/zhzq", {
          headline: "组合购",
          subline: "套餐价更划算",
          action: "去搭配",
          palette: PALETTES.purple,
          motif: "gift",
        }),
      ],
    },
    login: {
      width: 760,
      height: 420,
      ads: [
        ad("/help/fwbz/wzzz", {
          badge: "医药批发商城",
          headline: "正品保障 极速配送",
          subline: "资质齐全 · 一盒一码可追溯 · 三仓就近发货",
          action: "查看资质",
          palette: PALETTES.blue,
          motif: "shield",
        }),
        ad("/", {
          badge: "医药批发商城",
          headline: "一站采购 省心省力",
          subline: "药品 · 中药饮片 · 医疗器械 品类齐全",
          action: "开始采购",
          palette: PALETTES.teal,
          motif: "boxes",
        }),
      ],
    },
    yx: {
      width: 1200,
      height: 300,
      ads: [
        ad(
          "/yx",
          {
            badge: "包邮专区",
            headline: "单品达量即包邮",
            subline: "包邮商品买够起订量免运费 · 订单满800元全单包邮",
            action: "去选购",
            palette: PALETTES.orange,
            motif: "truck",
          },
          "包邮专区 单品达量即包邮",
        ),
        ad("/yx/table", {
          headline: "包邮爆款 天天补货",
          subline: "感冒 · 肠胃 · 维矿 常销品种低至5件起包邮",
          action: "查看清单",
          palette: PALETTES.red,
          motif: "boxes",
        }),
        ad("/yx/rule", {
          headline: "包邮规则一看就懂",
          subline: "哪些商品包邮 · 起订量怎么算 · 偏远地区说明",
          action: "查看规则",
          palette: PALETTES.teal,
          motif: "book",
        }),
      ],
    },
    zyzq: {
      width: 1200,
      height: 300,
      ads: [
        ad("/zyyp", {
          badge: "中药专区",
          headline: "道地药材 源头直采",
          subline: "甘肃黄芪 · 宁夏枸杞 · 云南三七 按药典标准检验",
          action: "立即选购",
          palette: PALETTES.green,
          motif: "herbs",
        }),
        ad("/lqzx", {
          headline: "中药饮片满200减10",
          subline: "品种券限中药饮片使用 · 数量有限 领完即止",
          action: "去领券",
          palette: PALETTES.red,
          motif: "coupon",
        }),
        ad("/zyyp", {
          headline: "冬令进补 滋补饮片",
          subline: "西洋参 · 枸杞子 · 黄芪 · 当归 冬季热销",
          action: "去备货",
          palette: PALETTES.brown,
          motif: "herbs",
        }),
      ],
    },
    // a brand's page shows the first one: it speaks for every brand
    ppzq: {
      width: 1200,
      height: 300,
      ads: [
        ad("/ppzq", {
          badge: "品牌专区",
          headline: "大牌好药 厂家直供",
          subline: "999 · 以岭 · 云南白药 · 同仁堂 · 鱼跃 等12个品牌",
          action: "逛品牌",
          palette: PALETTES.navy,
          motif: "shield",
        }),
        ad("/ppzq/info/2", {
          headline: "以岭品牌周",
          subline: "连花清瘟 · 通心络 · 参松养心 品牌直供",
          action: "进入品牌馆",
          palette: PALETTES.red,
          motif: "capsules",
        }),
        ad("/ppzq/info/10", {
          headline: "鱼跃家用器械",
          subline: "血压计 · 制氧机 · 雾化器 品牌授权",
          action: "进入品牌馆",
          palette: PALETTES.teal,
          motif: "device",
        }),
      ],
    },
    // their links are their group's page (campaigns.ts)
    kxzq: {
      width: 1200,
      height: 300,
      ads: [
        ad("/kxzq", {
          badge: "控销专区",
          headline: "心脑血管 控销品种",
          subline: "签约客户专享 · 区域保价 · 厂家直供",
          action: "进入专区",
          palette: PALETTES.navy,
          motif: "heart",
        }),
        ad("/kxzq", {
          badge: "控销专区",
          headline: "抗菌消炎 控销品种",
          subline: "签约客户专享 · 稳定供货 · 价格统一",
          action: "进入专区",
          palette: PALETTES.blue,
          motif: "capsules",
        }),
        ad("/kxzq", {
          badge: "控销专区",
          headline: "中药精品 控销品种",
          subline: "道地饮片签约专供 · 批次可追溯",
          action: "进入专区",
          palette: PALETTES.green,
          motif: "herbs",
        }),
      ],
    },
    new_kxzq: {
      width: 1200,
      height: 300,
      ads: [
        ad("/kxzq/new", {
          badge: "控销新品",
          headline: "控销新品首发",
          subline: "本月新上控销品种 · 签约客户优先采购",
          action: "查看新品",
          palette: PALETTES.purple,
          motif: "boxes",
        }),
        ad("/kxzq/new", {
          headline: "新品铺货 政策支持",
          subline: "首批进货享陈列支持 · 详询客户经理",
          action: "查看新品",
          palette: PALETTES.teal,
          motif: "gift",
        }),
      ],
    },
    // their links are their group's page (campaigns.ts)
    kxzq_ad: {
      width: 590,
      height: 200,
      ads: [
        ad("/kxzq", {
          headline: "签约客户专享",
          subline: "控销品种 区域保价",
          action: "了解控销",
          palette: PALETTES.navy,
          motif: "shield",
        }),
        ad("/kxzq", {
          headline: "季度采购奖励",
          subline: "心脑血管品种 达量返利",
          action: "查看政策",
          palette: PALETTES.blue,
          motif: "heart",
        }),
        ad("/kxzq", {
          headline: "抗菌消炎 稳定供货",
          subline: "厂家直供 批号新鲜",
          action: "去采购",
          palette: PALETTES.teal,
          motif: "capsules",
        }),
        ad("/kxzq", {
          headline: "新品铺货支持",
          subline: "首批采购享陈列支持",
          action: "查看政策",
          palette: PALETTES.purple,
          motif: "boxes",
        }),
      ],
    },
    xrtj: {
      width: 285,
      height: 360,
      ads: [
        ad("/register", {
          badge: "新客专享",
          headline: "新店开业采购",
          subline: "注册认证后即可批发采购",
          action: "立即注册",
          palette: PALETTES.rose,
          motif: "coupon",
        }),
        ad("/list", {
          badge: "新客专享",
          headline: "新人必囤清单",
          subline: "感冒灵 · 板蓝根 · 维生素C",
          action: "去看看",
          palette: PALETTES.red,
          motif: "boxes",
        }),
        ad("/qxzq", {
          badge: "新客专享",
          headline: "诊所常备器械",
          subline: "口罩 · 棉签 · 体温计",
          action: "去看看",
          palette: PALETTES.teal,
          motif: "device",
        }),
        ad("/zyyp", {
          badge: "新客专享",
          headline: "精选中药饮片",
          subline: "道地产区 按药典检验",
          action: "去看看",
          palette: PALETTES.green,
          motif: "herbs",
        }),
      ],
    },
    postList: {
      width: 285,
      height: 160,
      ads: [
        ad("/yxt", {
          headline: "药学堂",
          subline: "药师在线课程",
          action: "去学习",
          palette: PALETTES.blue,
          motif: "book",
        }),
        ad("/jfsc", {
          headline: "积分换好礼",
          subline: "血压计 保温杯",
          action: "去兑换",
          palette: PALETTES.purple,
          motif: "gift",
        }),
        ad("/jxqzc", {
          headline: "近效期专场",
          subline: "每周更新",
          action: "去看看",
          palette: PALETTES.orange,
          motif: "clock",
        }),
        ad("/zhzx/jybg", {
          headline: "检验报告在线查",
          subline: "按批号查询",
          action: "去查询",
          palette: PALETTES.teal,
          motif: "shield",
        }),
      ],
    },
    // the template pages (/zqmb, /hdmb): the first one names the page
    demo: {
      width: 1200,
      height: 300,
      ads: [
        ad("/list", {
          badge: "限时满减",
          headline: "品牌联合采购周",
          subline: "满减商品 满500减20 · 满1000减50 · 满2000减120",
          action: "立即采购",
          palette: PALETTES.festive,
          motif: "coins",
        }),
        ad("/mrtj", {
          headline: "爆款直降 限量供应",
          subline: "热销品种特价每日更新 · 售完即止",
          action: "马上抢",
          palette: PALETTES.red,
          motif: "clock",
        }),
        ad("/list", {
          headline: "买赠换购 多买多得",
          subline: "指定商品买满赠医用口罩、棉签 · 加价换购",
          action: "去看看",
          palette: PALETTES.orange,
          motif: "gift",
        }),
      ],
    },
    draw: {
      width: 1200,
      height: 120,
      ads: [
        ad("/", {
          badge: "会员专享",
          headline: "幸运大抽奖",
          subline: "电子血压计 · 医用外科口罩 · 优惠券 · 积分 等你来抽",
          action: "去抽奖",
          palette: PALETTES.festive,
          motif: "gift",
        }),
      ],
    },
    // 好医汇 (/yyh): the clinics' hub, one banner for each of its sections
    yyh: {
      width: 1200,
      height: 300,
      ads: [
        ad("/yyh/list?section=1", {
          badge: "好医汇",
          headline: "诊所采购 一站配齐",
          subline: "门诊常用药 · 慢病用药 · 诊疗器械 正品直供",
          action: "立即采购",
          palette: PALETTES.teal,
          motif: "boxes",
        }),
        ad("/yyh/list?section=2", {
          badge: "好医汇",
          headline: "慢病管理 长期用药",
          subline: "高血压 · 糖尿病常用药 稳定供货 批号新鲜",
          action: "去看看",
          palette: PALETTES.blue,
          motif: "heart",
        }),
      ],
    },
  }
}

/** The ads by slot, their pictures added to `labels` (/static/ad/ad-{id}.svg). */
export function buildAds(seedTime: number, labels: Map<string, ImageLabel>): Record<string, Ad[]> {
  const ads: Record<string, Ad[]> = {}
  let id = 0
  for (const [slot, { width, height, ads: plans }] of Object.entries(slots(seedTime))) {
    ads[slot] = plans.map((plan) => {
      id += 1
      labels.set(`ad-${id}`, bannerLabel(plan.banner, width, height))
      return { id, name: plan.name, image: `/static/ad/ad-${id}.svg`, url: plan.url }
    })
  }
  return ads
}
