/**
 * The words of the zones and campaigns (品牌专区, 包邮专区, 活动专区, 活动中心, 中药/器械专区,
 * 近效期专场, 控销专区, 满额返现, 每日特价, 全场94折, 领券中心, 活动模板, 好医汇, 组合购), the points
 * mall (积分商城) and the training hub (药学堂). Page titles come from the wording table.
 */
import type { Fen } from "../Money.ts"
import { pageTitles, priceYuan, text } from "./glossary.ts"

export const zones = {
  titles: pageTitles,
  notStarted: text["activity.notStarted"],
  ended: "活动已结束",
  startsIn: "距开始",
  endsIn: "距结束",
  activityTime: "活动时间",
  rule: "活动规则",
  ruleLink: "查看包邮规则",
  loadFailed: "加载失败，请重试",
  retry: "重试",
  empty: "暂无商品",
  emptyList: "暂无数据",
  loginToView: "请登录后查看",
  goLogin: "去登录",
  banner: "活动广告",
  more: "更多",
  /** `{name} 更多` (a section's 更多 link). */
  moreOf: (name: string): string => `${name} 更多`,
  // 品牌专区
  brandWall: "品牌墙",
  brandStory: "品牌故事",
  brandGoods: "品牌商品",
  noBrands: "暂无品牌",
  // 包邮专区
  yxNoRight: "您的账号暂未开通包邮专区，请联系客户经理",
  // 活动中心
  activities: "活动列表",
  // 近效期
  expiry: "有效期至",
  /** `剩余{n}天` */
  daysLeft: (n: number): string => (n <= 0 ? "已过期" : `剩余${n}天`),
  sortedByExpiry: "按有效期由近到远排列",
  // 控销
  kxzqGroups: "控销分组",
  kxzqNew: "控销新品",
  kxzqAll: "全部控销商品",
  kxzqNoRight: "暂无控销商品购买权限",
  // 满额返现
  cashbackTiers: "返现档位",
  /** `满¥{amount}返¥{rebate}` */
  cashbackTier: (amount: Fen, rebate: Fen): string =>
    `满${priceYuan(amount)}返${priceYuan(rebate)}`,
  /** `已消费¥{spent}` */
  cashbackSpent: (spent: Fen): string => `活动期间已消费${priceYuan(spent)}`,
  /** `再消费¥{gap}可返¥{rebate}` */
  cashbackGap: (gap: Fen, rebate: Fen): string => `再消费${priceYuan(gap)}可返${priceYuan(rebate)}`,
  /** `已达最高档，可返¥{rebate}` */
  cashbackTop: (rebate: Fen): string => `已达最高档，可返${priceYuan(rebate)}`,
  cashbackSpentLabel: "活动期间已消费",
  cashbackEarnedLabel: "当前可返",
  cashbackNextLabel: "距下一档",
  /** `满¥{amount}` (a tier's threshold). */
  cashbackThreshold: (amount: Fen): string => `满${priceYuan(amount)}`,
  cashbackRebate: "返",
  cashbackReached: "已达成",
  cashbackNotReached: "未达成",
  cashbackProgress: "返现进度",
  // 每日特价
  todayEndsIn: "今日特价距结束",
  // 全场94折
  welfarePrice: "94折价",
  originalPrice: "原价",
  /** `省¥{x}` */
  save: (amount: Fen): string => `省${priceYuan(amount)}`,
  welfareNote: "活动价按商品单价94折计算，精确到分（舍去分以下）",
  // 领券中心
  couponAll: "全部",
  couponTypeLabel: "券类型",
  couponTypes: { 1: "满减券", 2: "折扣券", 3: "品种券" } as Readonly<Record<number, string>>,
  claim: "立即领取",
  claimed: "已领取",
  soldOut: "已领完",
  couponEnded: "已结束",
  /** `剩余{n}张` */
  couponRemain: (n: number): string => `剩余${n}张`,
  couponValidity: "有效期",
  viewMyCoupons: "查看我的优惠券",
  // 组合购
  combinationPrice: "组合价",
  /** `共省¥{x}` */
  combinationSaving: (amount: Fen): string => `共省${priceYuan(amount)}`,
  combinationContents: "组合内容",
  addCombination: "整组加入购物车",
  /** `{name} 组合数量` (a combination's quantity box). */
  combinationQuantityOf: (name: string): string => `${name} 组合数量`,
  // 好医汇
  yyhSections: "专题",
  // 积分商城
  myPoints: "我的积分",
  /** `{n}积分` */
  points: (n: number): string => `${n}积分`,
  exchange: "立即兑换",
  exchangeConfirmTitle: "确认兑换",
  /** `确定用{points}积分兑换“{name}”×{n}吗？` */
  exchangeConfirm: (points: number, name: string, n: number): string =>
    `确定用${points}积分兑换“${name}”×${n}吗？`,
  exchangeAddress: "收货地址",
  /** `收货地址：{address}` */
  exchangeAddressLine: (address: string): string => `收货地址：${address}`,
  exchanged: "兑换成功",
  exchangedBody: "兑换的商品将寄往所选收货地址，发货进度可在“积分订单”中查看",
  claimedNotice: "领取成功",
  claimedBody: "优惠券已放入“我的优惠券”，下单时满足使用条件即可抵扣",
  noAddress: "请先添加收货地址",
  addAddress: "添加收货地址",
  pointsShort: "积分不足",
  stock: "库存",
  outOfStock: "已兑完",
  viewPointsOrders: "查看积分订单",
  // 药学堂
  yxtCategories: "课程分类",
  yxtAll: "全部课程",
  yxtLatest: "最新课程",
  yxtLecturer: "讲师",
  /** `{n}人学习` */
  yxtViews: (n: number): string => `${n}人学习`,
  yxtDuration: "时长",
  /** `{n}分钟` */
  minutes: (n: number): string => `${n}分钟`,
  yxtBack: "返回课程列表",
  yxtNotFound: "课程不存在",
  // 活动商品 (活动专区, 全场94折, the templates)
  activityGoods: "活动商品",
} as const
