/**
 * Words of the home page that core's catalogue (`@mall/core/Messages`) does not hold yet, in one
 * table so they move there in one step. Everything else comes from Messages.
 */
export const homeText = {
  categories: "商品分类",
  banner: "首页轮播",
  slide: (n: number) => `第 ${n} 张`,
  prevSlide: "上一张",
  nextSlide: "下一张",
  ads: "推荐活动",
  spike: "限时秒杀",
  spikeStartsIn: "距开始",
  spikeEndsIn: "距结束",
  spikeEnded: "已结束",
  newBuyer: "新人特价",
  zones: { yx: "包邮专区", zyzq: "中药专区", kxzq: "控销专区" },
  more: "更多",
  moreOf: (name: string) => `${name} 更多`,
  brands: "品牌专区",
  news: "商城资讯",
  recommended: "为你推荐",
} as const
