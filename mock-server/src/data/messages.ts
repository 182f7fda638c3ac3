/**
 * The member messages of the seed (我的消息). Each kind's text says what its title announces, with
 * the company's own data: 订单发货通知 names the order that shipped, its courier and waybill;
 * 优惠券到账提醒 the coupon and until when it can be used; 资质即将过期提醒 the licence, its number
 * and the day it expires; 系统公告 the mall's notices; 活动通知 the seed's campaigns and their dates.
 * A message is dated by what it tells of, and the five newest are unread. `demo` has 15 messages,
 * the other seeded companies 4, the company without history none.
 */
import type { Db } from "../state/db.ts"
import type { Message, User } from "../state/types.ts"
import { shippedAt } from "../domain/order-views.ts"
import { DAY_MS as DAY, formatDate, formatDateTime } from "@mall/core/DateTime"
import {
  ACTIVITY_PLANS,
  CASHBACK_PLAN,
  FRESH_USERNAME,
  WELFARE_PLAN,
  type CampaignPlan,
} from "./campaigns.ts"
import { COURIER, waybillOf } from "./waybill.ts"

const HOUR = 3_600_000

/** A message before it is stored: its title, text and time. */
interface Draft {
  title: string
  content: string
  at: number
}

const yuan = (fen: number): string => String(fen / 100)

/** 订单发货通知: the company's shipped orders, newest first. */
function shipments(db: Db, user: User): Draft[] {
  return db.orders
    .filter((o) => o.userId === user.id)
    .flatMap((o) => {
      const at = shippedAt(o)
      const first = o.lines[0]
      if (at === null || at >= db.seedTime || !first) return []
      const goods = o.lines.length > 1 ? `${first.name}等${o.lines.length}种商品` : first.name
      return [
        {
          title: "订单发货通知",
          content: `您的订单${o.sn}（${goods}）已于${formatDateTime(at)}由${COURIER}发出，运单号${waybillOf(o)}，请注意查收。物流进度可在订单详情中查看。`,
          at,
        },
      ]
    })
    .sort((a, b) => b.at - a.at)
}

/** 优惠券到账提醒: the coupons the company has claimed, newest first. */
function coupons(db: Db, user: User): Draft[] {
  return db.userCoupons
    .filter((uc) => uc.userId === user.id)
    .flatMap((uc) => {
      const c = db.coupons.find((x) => x.id === uc.couponId)
      if (!c) return []
      const use =
        c.minAmount > 0
          ? `订单商品满${yuan(c.minAmount)}元可减${yuan(c.amount)}元`
          : `下单立减${yuan(c.amount)}元，无使用门槛`
      const only = c.type === 3 ? "，仅限指定品种使用" : ""
      return [
        {
          title: "优惠券到账提醒",
          content: `“${c.name}”优惠券已放入您的账户：${use}${only}，有效期至${formatDate(c.endAt)}。可在“我的优惠券”中查看。`,
          at: uc.claimedAt,
        },
      ]
    })
    .sort((a, b) => b.at - a.at)
}

/** 资质即将过期提醒: reminders 30, 15 and 7 days before a licence expires, newest first. */
function licences(db: Db, user: User): Draft[] {
  return db.qualifications
    .filter((q) => q.userId === user.id)
    .flatMap((q) =>
      [30, 15, 7].map((days) => ({
        title: "资质即将过期提醒",
        content: `贵单位的《${q.name}》（证号${q.number}）将于${formatDate(q.expiresAt)}到期，距到期还有${days}天。请在到期前于“资质证件”中上传新证，以免影响采购。`,
        at: q.expiresAt - days * DAY + 8 * HOUR,
      })),
    )
    .filter((d) => d.at < db.seedTime)
    .sort((a, b) => b.at - a.at)
}

/** 系统公告: the mall's notices, newest first. */
function notices(t: number): Draft[] {
  const at = (daysAgo: number) => t - daysAgo * DAY + 10 * HOUR
  return [
    {
      title: "系统公告",
      content: `商城将于${formatDate(at(3) + 2 * DAY)}凌晨2:00至4:00进行系统升级，期间暂停下单与支付，已提交的订单不受影响。给您带来不便，敬请谅解。`,
      at: at(3),
    },
    {
      title: "系统公告",
      content: `自${formatDate(at(8))}起，药品随货附追溯码清单，请收货时扫码核对；如有不符，请在签收后48小时内联系客服。`,
      at: at(8),
    },
    {
      title: "系统公告",
      content:
        "电子发票开具流程已更新：订单完成后3个工作日内开具，可在“电子发票”中查询和下载；如需修改发票抬头，请联系您的专属客服。",
      at: at(13),
    },
  ]
}

/** 活动通知: the running and coming campaigns, newest first. */
function campaigns(t: number): Draft[] {
  const day = (d: number) => formatDate(t + d * DAY)
  const dates = (p: CampaignPlan) => `${day(p.startDays)}至${day(p.endDays)}`
  const started = (p: CampaignPlan) => t + p.startDays * DAY + 9 * HOUR
  const [first, second, third] = ACTIVITY_PLANS
  const drafts: Draft[] = []
  if (first)
    drafts.push({
      title: "活动通知",
      content: `“${first.title}”已开始：${dates(first)}，感冒、止咳、清热类活动商品按活动价销售，可与满减同享，数量有限，售完即止。`,
      at: started(first),
    })
  drafts.push({
    title: "活动通知",
    content: `“${WELFARE_PLAN.title}”进行中：${dates(WELFARE_PLAN)}，全场商品单价与阶梯价均按${WELFARE_PLAN.rate}折计价，秒杀、每日特价商品除外。`,
    at: started(WELFARE_PLAN),
  })
  if (third)
    drafts.push({
      title: "活动通知",
      content: `“${third.title}”将于${day(third.startDays)}开幕，血压计、血糖仪、雾化器等家用器械品牌直供，敬请关注。`,
      at: t - DAY + 9 * HOUR,
    })
  if (second)
    drafts.push({
      title: "活动通知",
      content: `“${second.title}”已开始：${dates(second)}，降压、调脂、抗栓等慢病常备药一站配齐。`,
      at: started(second),
    })
  const [tier] = CASHBACK_PLAN.tiers
  const top = CASHBACK_PLAN.tiers[CASHBACK_PLAN.tiers.length - 1]
  if (tier && top)
    drafts.push({
      title: "活动通知",
      content: `“${CASHBACK_PLAN.title}”开始啦：${dates(CASHBACK_PLAN)}累计实付满${yuan(tier.amount)}元返${yuan(tier.rebate)}元，最高返${yuan(top.rebate)}元，返现于活动结束后发放至账户余额。`,
      at: started(CASHBACK_PLAN),
    })
  return drafts.sort((a, b) => b.at - a.at)
}

/**
 * The company's messages: the kinds in turn (发货, 优惠券, 资质, 公告, 活动), each kind's newest
 * first; a kind with nothing (more) to tell is passed over.
 */
function draftsOf(db: Db, user: User, count: number): Draft[] {
  const kinds = [
    shipments(db, user),
    coupons(db, user),
    licences(db, user),
    notices(db.seedTime),
    campaigns(db.seedTime),
  ]
  const drafts: Draft[] = []
  for (let round = 0; drafts.length < count && kinds.some((k) => k.length > round); round++)
    for (const kind of kinds) {
      const next = kind[round]
      if (next && drafts.length < count) drafts.push(next)
    }
  return drafts
}

export function seedMessages(db: Db): void {
  for (const user of db.users) {
    if (user.username === FRESH_USERNAME) continue
    const drafts = draftsOf(db, user, user.username === "demo" ? 15 : 4)
    const unread = new Set([...drafts].sort((a, b) => b.at - a.at).slice(0, 5))
    const messages: Message[] = drafts.map((d) => {
      const id = (db.seq.messages ?? 0) + 1
      db.seq.messages = id
      return {
        id,
        userId: user.id,
        title: d.title,
        content: `尊敬的${user.company}：${d.content}`,
        isRead: !unread.has(d),
        createdAt: d.at,
      }
    })
    db.messages.push(...messages)
  }
}
