/** The home page's words. */
import { pageTitles } from "./glossary.ts"

/** The home page. */
export const home = {
  categories: "商品分类",
  banner: "首页轮播",
  /** `第 {n} 张` (a banner slide). */
  slide: (n: number): string => `第 ${n} 张`,
  prevSlide: "上一张",
  nextSlide: "下一张",
  ads: "推荐活动",
  spike: "限时秒杀",
  spikeStartsIn: "距开始",
  spikeEndsIn: "距结束",
  spikeEnded: "已结束",
  newBuyer: "新人特价",
  zones: { yx: pageTitles.yx, zyzq: pageTitles.zyyp, kxzq: pageTitles.kxzq },
  more: "更多",
  /** `{name} 更多` (a floor's 更多 link). */
  moreOf: (name: string): string => `${name} 更多`,
  brands: pageTitles.ppzq,
  news: "商城资讯",
  recommended: "为你推荐",
} as const

/** Countdown units. */
export const countdown = { days: "天", hours: "时", minutes: "分", seconds: "秒" } as const
