/** Member centre: user state, profile, password, wallet, coupons, points, addresses, messages, invoices, stores, reports. */
import { DAY_MS as DAY, formatDate, formatDateTime, parseDate, seconds } from "@mall/core/DateTime"
import * as Forms from "@mall/core/Forms"
import { invalid, invalidMany, notFound, ok, warn } from "../http/envelope.ts"
import { sessionCookie } from "../http/cookies.ts"
import { availableCoupons, heldCoupons, presentHeld, statusOf } from "../domain/coupons.ts"
import { msg } from "../domain/messages.ts"
import { bit, money, presentAddress, presentCoupon, presentGoods } from "../domain/present.ts"
import { userLines } from "../domain/cart.ts"
import { matchesName, normaliseKeyword } from "../domain/search.ts"
import { nextId } from "../state/db.ts"
import type { Address } from "../state/types.ts"
import { createHash } from "node:crypto"
import { flag, idList, optInt, optString, pageArgs, paginate, requireUser, value } from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"
import { changePassword } from "./auth.ts"
import { invoiceNoOf } from "../data/documents.ts"
import { presentPurchaseRequest, presentQualification } from "./member.ts"
import { POINTS_ORDER_STATUS, dateRangeOf, inDateRange, pointsOrderStatus } from "./order-input.ts"

export const HOT_LINE = "400-800-1234"

/** The complaint hotline and the two instant-message links: every company's, and a guest's. */
export const COMMON_CONFIG = {
  hot_line: HOT_LINE,
  qq1: "https://wpa.qq.com/msgrd?v=3&uin=800001001&site=qq&menu=yes",
  qq2: "https://wpa.qq.com/msgrd?v=3&uin=800001002&site=qq&menu=yes",
} as const

/** Every business scope the mall knows; a company holds some of them. */
export const SCOPES = [
  "中成药",
  "化学药制剂",
  "抗生素制剂",
  "生化药品",
  "中药饮片",
  "生物制品",
  "第二类医疗器械",
  "第三类医疗器械",
  "保健食品",
  "化妆品",
]

function addressInput(ctx: Ctx): Omit<Address, "id" | "userId"> {
  return {
    consignee: optString(ctx, "consignee").trim(),
    phone: optString(ctx, "phone").trim(),
    province: optString(ctx, "province").trim(),
    city: optString(ctx, "city").trim(),
    district: optString(ctx, "district").trim(),
    address: optString(ctx, "address").trim(),
    isDefault: flag(ctx, "is_default", 0) === 1,
  }
}

function checkAddress(a: Omit<Address, "id" | "userId">): void {
  const result = Forms.validate(Forms.address, {
    consignee: a.consignee,
    phone: a.phone,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.address,
  })
  if (result._tag === "Failure") {
    const errors: Record<string, string[]> = {}
    for (const [field, message] of Object.entries(result.failure))
      if (typeof message === "string") errors[field === "detail" ? "address" : field] = [message]
    throw invalidMany(errors)
  }
}

/** Reads and checks a form with core's schema; every failing field answers 422 with its message. */
function formInput<K extends string>(form: Forms.Form<K>, ctx: Ctx): Forms.Values<K> {
  const input: Partial<Record<K, unknown>> = {}
  for (const key of Object.keys(form) as K[]) input[key] = optString(ctx, key)
  const result = Forms.validate(form, input)
  if (result._tag === "Failure") {
    const errors: Record<string, string[]> = {}
    for (const [field, message] of Object.entries(result.failure))
      if (typeof message === "string") errors[field] = [message]
    throw invalidMany(errors)
  }
  return result.success
}

export const userRoutes: RouteDef[] = [
  route("GET", "/api/user/base", true, (ctx) => {
    const user = requireUser(ctx)
    const token = createHash("sha256")
      .update(`${ctx.session?.token ?? ""}:chat`)
      .digest("hex")
      .slice(0, 32)
    return ok({
      show: 1,
      username: user.username,
      name: user.name,
      phone: user.phone,
      company: user.company,
      face: user.face,
      rank: user.rank,
      admin: user.admin ?? { name: "", phone: "", is_default: 1 },
      address: user.address,
      is_passed: user.isPassed,
      points: user.points,
      cart: { count: userLines(ctx.db, user.id).length },
      message_count: ctx.db.messages.filter((m) => m.userId === user.id && !m.isRead).length,
      wechat: user.wechat,
      common_config: COMMON_CONFIG,
      quality_inspection:
        user.isSpecial === 1
          ? { quality_inspection_url: "", msg: "质检报告请联系您的客户经理获取" }
          : { quality_inspection_url: "/zhzx/jybg", msg: "" },
      login_url: "/login",
      is_show_youx: user.isShowYoux,
      is_special: user.isSpecial,
      is_can_chat: user.isCanChat,
      token,
      is_AfterSale: user.isAfterSale,
    })
  }),

  route("DELETE", "/api/user/logout", true, (ctx) => {
    if (ctx.session) ctx.db.sessions.delete(ctx.session.token)
    ctx.setCookie(sessionCookie("", 0))
    return ok(null, msg.loggedOut)
  }),

  route("POST", "/api/user/updateUserInfo", true, (ctx) => {
    const user = requireUser(ctx)
    const name = optString(ctx, "name").trim()
    const phone = optString(ctx, "phone").trim()
    const result = Forms.validate(Forms.basicInfo, { name, phone })
    if (result._tag === "Failure") {
      const errors: Record<string, string[]> = {}
      for (const [field, message] of Object.entries(result.failure))
        if (typeof message === "string") errors[field] = [message]
      throw invalidMany(errors)
    }
    user.name = name
    user.phone = phone
    return ok(null, msg.saved)
  }),

  route("POST", "/api/user/resetPassword", true, (ctx) => {
    const user = requireUser(ctx)
    const password = optString(ctx, "password")
    if (password.length < 6 || password.length > 20) throw invalid("password", "密码长度为6-20位")
    changePassword(ctx, user, password)
    return ok(null, msg.passwordChanged)
  }),

  route("GET", "/api/user/phone/{phone}", false, (ctx) => {
    const phone = ctx.params.phone ?? ""
    return ok({ phone, is_registered: bit(ctx.db.users.some((u) => u.phone === phone)) })
  }),

  route("POST", "/api/user/create_code", true, (ctx) => {
    const user = requireUser(ctx)
    const key = `wechat-${user.id}`
    ctx.db.imageLabels.set(key, {
      text: "微信扫码绑定",
      sub: user.company,
      color: "#389e0d",
      width: 240,
      height: 240,
    })
    return ok({
      qrcode_url: `/static/qrcode/${key}.svg`,
      expire_time: seconds(ctx.now + 5 * 60_000),
    })
  }),

  route("DELETE", "/api/user/unbind_wechat", true, (ctx) => {
    const user = requireUser(ctx)
    if (user.wechat === "") throw warn(msg.wechatNotBound)
    user.wechat = ""
    return ok(null, msg.wechatUnbound)
  }),

  route("POST", "/api/user/feedback", true, (ctx) => {
    const user = requireUser(ctx)
    const input = formInput(Forms.feedback, ctx)
    ctx.db.feedback.push({
      id: nextId(ctx.db, "feedback"),
      userId: user.id,
      content: input.content,
      phone: input.contact,
      createdAt: ctx.now,
    })
    return ok(null, msg.feedbackSent)
  }),

  route("POST", "/api/user/buy", true, (ctx) => {
    const user = requireUser(ctx)
    const input = formInput(Forms.purchaseRequest, ctx)
    const id = nextId(ctx.db, "purchaseRequests")
    ctx.db.purchaseRequests.push({
      id,
      userId: user.id,
      name: input.name,
      sccj: input.sccj,
      ypgg: input.ypgg,
      number: Number(input.number),
      price: "",
      remark: input.remarks,
      status: 0,
      createdAt: ctx.now,
      phone: input.phone,
      reply: "",
    })
    return ok({ id }, msg.buySent)
  }),

  route("GET", "/api/user/buy", true, (ctx) => {
    const user = requireUser(ctx)
    const list = ctx.db.purchaseRequests
      .filter((p) => p.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(paginate(list, pageArgs(ctx, 10), presentPurchaseRequest))
  }),

  route("GET", "/api/user/fast_buy", true, (ctx) => {
    const user = requireUser(ctx)
    const stats = new Map<number, { count: number; last: number }>()
    for (const o of ctx.db.orders) {
      if (o.userId !== user.id || o.status === 4) continue
      for (const l of o.lines) {
        if (l.isGift || l.combinationId !== null) continue
        const s = stats.get(l.goodsId) ?? { count: 0, last: 0 }
        s.count += 1
        s.last = Math.max(s.last, o.createdAt)
        stats.set(l.goodsId, s)
      }
    }
    const order = optString(ctx, "order", "last_buy_time")
    const rows = [...stats.entries()].sort(
      ([a, x], [b, y]) => (order === "buy_count" ? y.count - x.count : y.last - x.last) || a - b,
    )
    const items = rows.flatMap(([goodsId, s]) => {
      const g = ctx.db.goodsById.get(goodsId)
      return g ? [{ g, s }] : []
    })
    return ok(
      paginate(items, pageArgs(ctx, 20), ({ g, s }) => ({
        ...presentGoods(ctx.db, g, user),
        buy_count: s.count,
        last_buy_time: formatDateTime(s.last),
      })),
    )
  }),

  route("GET", "/api/user/coupon", true, (ctx) => {
    const user = requireUser(ctx)
    const type = optInt(ctx, "type", 0, "券类型")
    const status = value(ctx, "status") === undefined ? null : optInt(ctx, "status", 0, "状态")
    const list = heldCoupons(ctx.db, user, ctx.now).filter(
      (c) => (type === 0 || c.type === type) && (status === null || c.status === status),
    )
    return ok(paginate(list, pageArgs(ctx, 10), presentHeld))
  }),

  route("GET", "/api/user/availableCoupon", true, (ctx) => {
    const user = requireUser(ctx)
    const type = optInt(ctx, "type", 0, "券类型")
    const list = availableCoupons(ctx.db, user, ctx.now).filter(
      (c) => type === 0 || c.type === type,
    )
    return ok(paginate(list, pageArgs(ctx, 10), presentHeld))
  }),

  route("GET", "/api/user/couponNum", true, (ctx) =>
    ok({ count: availableCoupons(ctx.db, requireUser(ctx), ctx.now).length }),
  ),

  route("GET", "/api/coupon/center", true, (ctx) => {
    const user = requireUser(ctx)
    const type = optInt(ctx, "type", 0, "券类型")
    const list = ctx.db.coupons.filter((c) => (type === 0 || c.type === type) && c.endAt > ctx.now)
    return ok(
      paginate(list, pageArgs(ctx, 10), (c) => {
        const held = ctx.db.userCoupons.find((uc) => uc.userId === user.id && uc.couponId === c.id)
        return {
          ...presentCoupon(c, held ? statusOf(held, c, ctx.now) : 0, held !== undefined),
          remain: Math.max(0, c.total - c.claimed),
        }
      }),
    )
  }),

  route("POST", "/api/coupon/{id}/receive", true, (ctx) => {
    const user = requireUser(ctx)
    const c = ctx.db.coupons.find((x) => x.id === Number(ctx.params.id))
    if (!c) throw notFound(msg.couponNotFound)
    if (ctx.now < c.startAt) throw warn(msg.couponNotStarted)
    if (ctx.now >= c.endAt) throw warn(msg.couponEnded)
    if (ctx.db.userCoupons.some((uc) => uc.userId === user.id && uc.couponId === c.id))
      throw warn(msg.couponAlreadyClaimed)
    if (c.claimed >= c.total) throw warn(msg.couponSoldOut)
    c.claimed += 1
    ctx.db.userCoupons.push({
      id: nextId(ctx.db, "userCoupons"),
      userId: user.id,
      couponId: c.id,
      status: 0,
      claimedAt: ctx.now,
    })
    return ok(null, msg.couponClaimed)
  }),

  route("GET", "/api/cash_voucher", true, (ctx) => {
    const user = requireUser(ctx)
    const status = value(ctx, "status") === undefined ? null : optInt(ctx, "status", 0, "状态")
    const list = ctx.db.cashVouchers
      .filter((v) => v.userId === user.id)
      .map((v) => ({ v, status: v.endAt <= ctx.now ? 2 : v.balance === 0 ? 1 : 0 }))
      .filter((x) => status === null || x.status === status)
    return ok(
      paginate(list, pageArgs(ctx, 10), ({ v, status: s }) => ({
        id: v.id,
        name: v.name,
        amount: money(v.amount),
        balance: money(v.balance),
        end_time: formatDateTime(v.endAt),
        status: s,
      })),
    )
  }),

  route("GET", "/api/user/user_money", true, (ctx) =>
    ok({ user_money: money(requireUser(ctx).money), frozen_money: money(0) }),
  ),

  route("GET", "/api/user/user_money_log", true, (ctx) => {
    const user = requireUser(ctx)
    const useType = optInt(ctx, "use_type", 0, "类型")
    const start = optString(ctx, "start_time")
    const end = optString(ctx, "end_time")
    const from = start ? parseDate(start) : Number.NEGATIVE_INFINITY
    const endDay = end ? parseDate(end) : Number.POSITIVE_INFINITY
    if (from === null) throw invalid("start_time", "开始时间格式不正确")
    if (endDay === null) throw invalid("end_time", "结束时间格式不正确")
    const to = endDay + DAY
    const list = ctx.db.moneyLog
      .filter(
        (l) =>
          l.userId === user.id &&
          (useType === 0 || l.useType === useType) &&
          l.createdAt >= from &&
          l.createdAt < to,
      )
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (l) => ({
        id: l.id,
        use_type: l.useType,
        amount: money(l.change),
        balance: money(l.balance),
        remarks: l.remark,
        created_at: formatDateTime(l.createdAt),
      })),
    )
  }),

  route("GET", "/api/points/log", true, (ctx) => {
    const user = requireUser(ctx)
    const list = ctx.db.pointsLog
      .filter((l) => l.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (l) => ({
        id: l.id,
        points: l.change,
        remarks: l.remark,
        created_at: formatDateTime(l.createdAt),
      })),
    )
  }),
  route("GET", "/api/points/goods", true, (ctx) =>
    ok(
      paginate(ctx.db.pointsGoods, pageArgs(ctx, 12), (g) => ({
        id: g.id,
        name: g.name,
        image: g.image,
        points: g.points,
        stock: g.stock,
      })),
    ),
  ),
  route("GET", "/api/points/order", true, (ctx) => {
    const user = requireUser(ctx)
    const list = ctx.db.pointsOrders
      .filter((o) => o.userId === user.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (o) => ({
        id: o.id,
        order_sn: `JF${formatDate(o.createdAt).replace(/-/g, "")}${String(o.id).padStart(4, "0")}`,
        goods_name: o.name,
        points: o.points,
        number: o.number,
        status: pointsOrderStatus(o.status),
        status_text: POINTS_ORDER_STATUS[pointsOrderStatus(o.status)],
        created_at: formatDateTime(o.createdAt),
      })),
    )
  }),
  route("POST", "/api/points/order", true, (ctx) => {
    const user = requireUser(ctx)
    const goods = ctx.db.pointsGoods.find((g) => g.id === optInt(ctx, "goods_id", 0, "积分商品"))
    if (!goods) throw warn(msg.pointsGoodsNotFound)
    const number = optInt(ctx, "number", 1, "数量")
    if (number <= 0) throw invalid("number", "数量须为正整数")
    if (
      !ctx.db.addresses.some(
        (a) => a.id === optInt(ctx, "address_id", 0, "收货地址") && a.userId === user.id,
      )
    )
      throw invalid("address_id", msg.addressNotFound)
    if (goods.stock < number) throw warn(msg.outOfStock)
    const cost = goods.points * number
    if (user.points < cost) throw warn(msg.pointsNotEnough)
    user.points -= cost
    goods.stock -= number
    const id = nextId(ctx.db, "pointsOrders")
    ctx.db.pointsOrders.push({
      id,
      userId: user.id,
      name: goods.name,
      points: cost,
      number,
      status: 0,
      createdAt: ctx.now,
    })
    ctx.db.pointsLog.push({
      id: nextId(ctx.db, "pointsLog"),
      userId: user.id,
      change: -cost,
      balance: user.points,
      useType: 2,
      remark: `积分兑换 ${goods.name}`,
      createdAt: ctx.now,
    })
    return ok({ id }, msg.pointsExchanged)
  }),

  route("GET", "/api/user/jyfw", true, (ctx) => {
    const user = requireUser(ctx)
    const held = ctx.db.businessScope.get(user.groupId) ?? []
    return ok(SCOPES.map((name, i) => ({ id: i + 1, name, is_checked: bit(held.includes(name)) })))
  }),

  route("GET", "/api/user/zizhi", true, (ctx) => {
    const user = requireUser(ctx)
    return ok(
      ctx.db.qualifications
        .filter((q) => q.userId === user.id)
        .map((q) => presentQualification(q, ctx.now)),
    )
  }),

  route("GET", "/api/store", true, (ctx) => {
    const user = requireUser(ctx)
    return ok(
      ctx.db.users
        .filter((u) => u.groupId === user.groupId)
        .map((u) => ({
          user_id: u.id,
          company: u.company,
          name: u.name,
          phone: u.phone,
          is_current: bit(u.id === user.id),
        })),
    )
  }),

  route("GET", "/api/address", true, (ctx) => {
    const user = requireUser(ctx)
    return ok(
      ctx.db.addresses
        .filter((a) => a.userId === user.id)
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id)
        .map(presentAddress),
    )
  }),
  route("POST", "/api/address", true, (ctx) => {
    const user = requireUser(ctx)
    const input = addressInput(ctx)
    checkAddress(input)
    const mine = ctx.db.addresses.filter((a) => a.userId === user.id)
    const isDefault = input.isDefault || mine.length === 0
    if (isDefault) for (const a of mine) a.isDefault = false
    const id = nextId(ctx.db, "addresses")
    ctx.db.addresses.push({ ...input, isDefault, id, userId: user.id })
    return ok({ id }, msg.saved)
  }),
  route("PUT", "/api/address/{id}", true, (ctx) => {
    const user = requireUser(ctx)
    const address = ctx.db.addresses.find(
      (a) => a.id === Number(ctx.params.id) && a.userId === user.id,
    )
    if (!address) throw notFound(msg.addressNotFound)
    const input = addressInput(ctx)
    checkAddress(input)
    if (input.isDefault)
      for (const a of ctx.db.addresses) if (a.userId === user.id) a.isDefault = false
    Object.assign(address, { ...input, isDefault: input.isDefault || address.isDefault })
    return ok(null, msg.saved)
  }),
  route("DELETE", "/api/address/{id}", true, (ctx) => {
    const user = requireUser(ctx)
    const address = ctx.db.addresses.find(
      (a) => a.id === Number(ctx.params.id) && a.userId === user.id,
    )
    if (!address) throw notFound(msg.addressNotFound)
    ctx.db.addresses = ctx.db.addresses.filter((a) => a !== address)
    const rest = ctx.db.addresses.filter((a) => a.userId === user.id)
    const first = rest[0]
    if (address.isDefault && first) first.isDefault = true
    return ok(null, msg.deleted)
  }),

  route("GET", "/api/message", true, (ctx) => {
    const user = requireUser(ctx)
    const isRead =
      value(ctx, "is_read") === undefined ? null : optInt(ctx, "is_read", 0, "是否已读")
    const list = ctx.db.messages
      .filter((m) => m.userId === user.id && (isRead === null || Number(m.isRead) === isRead))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (m) => ({
        id: m.id,
        title: m.title,
        content: m.content,
        is_read: bit(m.isRead),
        created_at: formatDateTime(m.createdAt),
      })),
    )
  }),
  route("POST", "/api/message/read", true, (ctx) => {
    const user = requireUser(ctx)
    const ids = idList(ctx, "ids", "消息")
    for (const m of ctx.db.messages) if (m.userId === user.id && ids.includes(m.id)) m.isRead = true
    return ok(null)
  }),

  route("GET", "/api/invoice", true, (ctx) => {
    const user = requireUser(ctx)
    const sn = optString(ctx, "order_sn").trim()
    const range = dateRangeOf(ctx)
    const list = ctx.db.invoices
      .filter(
        (i) =>
          i.userId === user.id &&
          (sn === "" || i.orderSn.includes(sn)) &&
          inDateRange(i.createdAt, range),
      )
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    return ok(
      paginate(list, pageArgs(ctx, 10), (i) => ({
        id: i.id,
        order_id: i.orderId,
        order_sn: i.orderSn,
        invoice_no: invoiceNoOf(i),
        title: i.title,
        amount: money(i.amount),
        pdf_url: i.url,
        created_at: formatDateTime(i.createdAt),
      })),
    )
  }),

  route("GET", "/api/jybg", true, (ctx) => {
    const keyword = normaliseKeyword(optString(ctx, "keywords"))
    const ph = optString(ctx, "ph").trim()
    const maker = optString(ctx, "maker").trim()
    const year = optString(ctx, "year").trim()
    const list = ctx.db.reports.flatMap((r) => {
      const g = ctx.db.goodsById.get(r.goodsId)
      if (
        !g ||
        (keyword !== "" && !matchesName(g, keyword)) ||
        (ph !== "" && !r.batch.includes(ph)) ||
        (maker !== "" && g.sccj !== maker) ||
        (year !== "" && !formatDate(r.createdAt).startsWith(year))
      )
        return []
      return [{ r, g }]
    })
    return ok(
      paginate(list, pageArgs(ctx, 10), ({ r, g }) => ({
        id: r.id,
        goods_name: g.name,
        sccj: g.sccj,
        ph: r.batch,
        report_url: r.url,
        created_at: formatDateTime(r.createdAt),
      })),
    )
  }),
  route("GET", "/api/jybg/filter", true, (ctx) => {
    const makers = [
      ...new Set(ctx.db.reports.map((r) => ctx.db.goodsById.get(r.goodsId)?.sccj ?? "")),
    ]
      .filter((m) => m !== "")
      .sort()
    const years = [...new Set(ctx.db.reports.map((r) => formatDate(r.createdAt).slice(0, 4)))]
      .sort()
      .reverse()
    return ok({ makers, years })
  }),
]
