/**
 * The member centre's writes read back: addresses added, changed and deleted as sent; favourites
 * added and cancelled; messages marked read; a coupon claimed; the profile; a purchase request
 * (every field as sent); a 含麻 receipt; the e-contract signed; a points exchange taking its
 * points; WeChat unbound; a licence renewed (its new expiry date and number, 待审核).
 */
import type { Row } from "../bag.ts"
import { rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import type { Exchange } from "../http.ts"
import { allRows, idOf, list, num, sentDiff, sparing, text } from "./kit.ts"
import type { ReadBack, ReadCtx } from "./kit.ts"

const ADDRESS_FIELDS = ["consignee", "phone", "province", "city", "district", "address"]

/**
 * The fields of a sent address that the list shows otherwise; an address sent as the default
 * (is_default 1) must show as the default.
 */
function addressDiff(sent: Row, shown: Row): string[] {
  const diff = sentDiff(sent, shown, ADDRESS_FIELDS)
  if (num(sent.is_default) === 1 && num(shown.is_default) !== 1)
    diff.push(`is_default 1 shows as ${JSON.stringify(shown.is_default)}`)
  return diff
}

/** The company has one default address at most (a new default replaces the old one). */
function oneDefault(op: string, rows: Row[], x: Exchange): Problem[] {
  const defaults = rows.filter((r) => num(r.is_default) === 1).map((r) => String(r.id))
  return defaults.length <= 1
    ? []
    : [
        {
          op,
          cause: "the company has more than one default address",
          detail: `after ${op}, GET /api/address shows addresses ${defaults.join(", ")} all as the default (is_default 1)`,
          exchange: x,
        },
      ]
}

export const addressAdded: ReadBack = {
  async after(ctx, call, answer) {
    const { x, data } = await ctx.read("getAddressList")
    const rows = rowsOf(data)
    const id = idOf(answer)
    const sent = call.body ?? {}
    const found = id === null ? undefined : rows.find((r) => r.id === id)
    if (!found)
      return [
        {
          op: "postAddress",
          cause: "an address added is not in the address list",
          detail: `address ${String(id)} answered as added is not in GET /api/address`,
          exchange: x,
        },
      ]
    const diff = addressDiff(sent, found)
    const problems = oneDefault("postAddress", rows, x)
    return diff.length === 0
      ? problems
      : [
          ...problems,
          {
            op: "postAddress",
            cause: "an address added is not kept as sent",
            detail: `address ${String(id)} as added: ${diff.join("; ")}`,
            exchange: x,
          },
        ]
  },
}

export const addressChanged: ReadBack = {
  async after(ctx, call) {
    const { x, data } = await ctx.read("getAddressList")
    const id = num(call.path?.id)
    const found = rowsOf(data).find((r) => r.id === id)
    const diff = found ? addressDiff(call.body ?? {}, found) : ["it is gone from the list"]
    const problems = oneDefault("putAddress", rowsOf(data), x)
    return diff.length === 0
      ? problems
      : [
          ...problems,
          {
            op: "putAddress",
            cause: "an address changed is not kept as sent",
            detail: `address ${id} after PUT: ${diff.join("; ")}`,
            exchange: x,
          },
        ]
  },
}

const deletedAddress: ReadBack = {
  async after(ctx, call) {
    const { x, data } = await ctx.read("getAddressList")
    const id = num(call.path?.id)
    return rowsOf(data).some((r) => r.id === id)
      ? [
          {
            op: "deleteAddress",
            cause: "a deleted address is still in the address list",
            detail: `address ${id} answered as deleted is still in GET /api/address`,
            exchange: x,
          },
        ]
      : []
  },
}

/** Addresses a delete did not name stay as they were (their default may move to another). */
export const addressDeleted = sparing(
  "deleteAddress",
  "getAddressList",
  ADDRESS_FIELDS,
  (call) => new Set([num(call.path?.id)]),
  deletedAddress,
)

async function favouriteIds(ctx: ReadCtx): Promise<{ ids: Set<number>; x?: Exchange }> {
  const rows = await allRows(ctx, "getFavorite")
  return { ids: new Set(rows.map((r) => num(r.id))) }
}

/** Goods a write put in (`kept` true) or took out of the favourites, read back. */
const favourites = (op: string, kept: boolean, what: string): ReadBack => ({
  async after(ctx, call) {
    const { ids } = await favouriteIds(ctx)
    const wrong = list(call.body?.goods_ids).filter((g) => ids.has(num(g)) !== kept)
    return wrong.length === 0
      ? []
      : [
          {
            op,
            cause: `goods ${what} ${kept ? "are not in" : "are still in"} the favourites list`,
            detail: `goods ${wrong.join(", ")} answered as ${kept ? "added" : "cancelled"} ${kept ? "are not" : "are still"} in GET /api/favorite`,
          },
        ]
  },
})

export const favouritesAdded = favourites("postFavorite", true, "added to favourites")
export const favouritesCancelled = favourites(
  "postFavoriteCancel",
  false,
  "taken out of favourites",
)

const read: ReadBack = {
  async after(ctx, call) {
    const ids = new Set(list(call.body?.ids).map(num))
    const rows = await allRows(ctx, "getMessageList")
    const unread = rows.filter((r) => ids.has(num(r.id)) && num(r.is_read) !== 1)
    return unread.length === 0
      ? []
      : [
          {
            op: "postMessageRead",
            cause: "messages marked read are still unread",
            detail: `messages ${unread.map((r) => String(r.id)).join(", ")} show is_read 0 in GET /api/message`,
          },
        ]
  },
}

/** Messages a read did not name keep their read state. */
export const messagesRead = sparing(
  "postMessageRead",
  "getMessageList",
  ["is_read"],
  (call) => new Set(list(call.body?.ids).map(num)),
  read,
)

/** The company's unused coupons (GET /api/user/coupon?status=0): their total. */
const heldUnused = async (ctx: ReadCtx): Promise<number> =>
  num((await ctx.read("getUserCoupon", { query: { status: 0, page: 1 } })).data?.total)

/** A coupon of the coupon centre (all pages up to a few), by its id. */
const centreCoupon = async (ctx: ReadCtx, id: number): Promise<Row | undefined> =>
  (await allRows(ctx, "getCouponCenter")).find((r) => num(r.id) === id)

/** The fields of a coupon the centre and the company's coupons both write. */
const COUPON_FIELDS = ["name", "type", "amount", "min_amount", "start_time", "end_time"] as const

/**
 * A coupon claimed is in the company's coupons (GET /api/user/coupon) as the centre writes it:
 * one of the same name has its type, amounts and times (Beijing time, as written in the centre).
 */
async function couponCopied(ctx: ReadCtx, centre: Row | undefined): Promise<Problem[]> {
  if (!centre) return []
  const mine = (await allRows(ctx, "getUserCoupon")).filter((c) => c.name === centre.name)
  if (mine.length === 0) return []
  const differ = (c: Row) =>
    COUPON_FIELDS.filter((f) => JSON.stringify(c[f]) !== JSON.stringify(centre[f]))
  if (mine.some((c) => differ(c).length === 0)) return []
  const c = mine[0] as Row
  return [
    {
      op: "getUserCoupon",
      cause: "a coupon claimed reads otherwise in the company's coupons than in the centre",
      detail: `coupon ${String(centre.id)} ${String(centre.name)}: ${differ(c)
        .map(
          (f) =>
            `${f} ${JSON.stringify(c[f])} in GET /api/user/coupon, ${JSON.stringify(centre[f])} in GET /api/coupon/center`,
        )
        .join("; ")}`,
    },
  ]
}

/**
 * A coupon claimed is marked claimed in the centre, one fewer is left to claim there (remain) and
 * it is one more of the company's coupons.
 */
export const couponReceived: ReadBack = {
  async before(ctx, call) {
    const remain = (await centreCoupon(ctx, num(call.path?.id)))?.remain
    return { held: await heldUnused(ctx), remain }
  },
  async after(ctx, call, _answer, before) {
    const was = before as { held: number; remain: unknown }
    const id = num(call.path?.id)
    const row = await centreCoupon(ctx, id)
    const problems: Problem[] =
      row === undefined || num(row.is_received) === 1
        ? []
        : [
            {
              op: "postCouponReceive",
              cause: "a coupon claimed is not marked claimed",
              detail: `coupon ${id} answered as claimed shows is_received ${String(row.is_received)} in GET /api/coupon/center`,
            },
          ]
    if (row && typeof was.remain === "number" && num(row.remain) !== was.remain - 1)
      problems.push({
        op: "postCouponReceive",
        cause: "a coupon claimed is not counted in the centre's remain",
        detail: `coupon ${id} answered as claimed: remain in GET /api/coupon/center was ${was.remain}, now ${String(row.remain)}, expected ${was.remain - 1}`,
      })
    problems.push(...(await couponCopied(ctx, row)))
    const held = await heldUnused(ctx)
    if (held !== was.held + 1)
      problems.push({
        op: "postCouponReceive",
        cause: "a coupon claimed is not among the company's coupons",
        detail: `coupon ${id} answered as claimed: GET /api/user/coupon?status=0 had ${was.held}, now ${held}, expected ${was.held + 1}`,
      })
    return problems
  },
}

export const profileUpdated: ReadBack = {
  async after(ctx, call) {
    const { x, data } = await ctx.read("getUserBase")
    const diff = ["name", "phone"].filter(
      (f) => f in (call.body ?? {}) && text(call.body?.[f]) !== text(data?.[f]),
    )
    return diff.length === 0
      ? []
      : [
          {
            op: "postUserUpdateUserInfo",
            cause: "a profile change is not kept",
            detail: diff
              .map(
                (f) =>
                  `${f} ${JSON.stringify(call.body?.[f])} shows as ${JSON.stringify(data?.[f])}`,
              )
              .join("; "),
            exchange: x,
          },
        ]
  },
}

const PURCHASE_FIELDS = ["name", "sccj", "ypgg", "phone", "remarks", "number"]

/** A purchase request is listed as sent: its texts (trimmed, whole) and its number. */
export const purchaseRequested: ReadBack = {
  async after(ctx, call, answer) {
    const id = idOf(answer)
    const sent = call.body ?? {}
    const rows = await allRows(ctx, "getUserBuy")
    const row = rows.find(
      (r) => (id === null ? true : num(r.id) === id) && text(r.name) === text(sent.name),
    )
    if (!row)
      return [
        {
          op: "postUserBuy",
          cause: "a purchase request sent is not in the purchase requests",
          detail: `request ${String(id)} (${JSON.stringify(sent.name)}) is not in GET /api/user/buy`,
        },
      ]
    const diff = sentDiff(sent, row, PURCHASE_FIELDS)
    return diff.length === 0
      ? []
      : [
          {
            op: "postUserBuy",
            cause: "a purchase request is not kept as sent",
            detail: `request ${String(row.id)} in GET /api/user/buy: ${diff.join("; ")}`,
          },
        ]
  },
}

export const receiptSent: ReadBack = {
  async after(ctx, call) {
    const id = num(call.path?.id)
    const rows = await allRows(ctx, "getHmddList")
    const row = rows.find((r) => num(r.id) === id)
    return row && text(row.receipt_image) === text(call.body?.receipt_image)
      ? []
      : [
          {
            op: "postHmddReceipt",
            cause: "a receipt sent is not kept",
            detail: `order ${id}: receipt_image ${JSON.stringify(call.body?.receipt_image)} shows as ${JSON.stringify(row?.receipt_image)} in GET /api/hmdd`,
          },
        ]
  },
}

export const contractSigned: ReadBack = {
  async after(ctx) {
    const { x, data } = await ctx.read("getContractStatus")
    return num(data?.status) === 1
      ? []
      : [
          {
            op: "postContractSign",
            cause: "an e-contract signed does not show as signed",
            detail: `GET /api/contract/status says status ${String(data?.status)} after the contract was signed`,
            exchange: x,
          },
        ]
  },
}

/** The entries of the points log's first page (the newest). */
const pointsLog = async (ctx: ReadCtx): Promise<{ x: Exchange; rows: Row[] }> => {
  const { x, data } = await ctx.read("getPointsLog", { query: { page: 1 } })
  return { x, rows: rowsOf(data) }
}

/**
 * A points exchange takes the goods' points × number from the user's points (GET /api/user/base),
 * the points log's new entries add up to that change, signed (PointsLog.points 负数为扣减), and
 * the number is taken from the gift's stock (PointsGoods.stock 库存).
 */
export const pointsExchanged: ReadBack = {
  async before(ctx, call) {
    const points = num((await ctx.read("getUserBase")).data?.points)
    const id = num(call.body?.goods_id)
    const stock = (await allRows(ctx, "getPointsGoods")).find((g) => num(g.id) === id)?.stock
    return {
      points,
      stock,
      logged: new Set((await pointsLog(ctx)).rows.map((r) => num(r.id))),
    }
  },
  async after(ctx, call, _answer, before) {
    const was = before as { points: number; stock: unknown; logged: Set<number> }
    const id = num(call.body?.goods_id)
    const number = num(call.body?.number ?? 1)
    // the gift on the first page read (its answer named in a problem), else on the next few
    const gifts = await ctx.read("getPointsGoods", { query: { page: 1 } })
    const goods =
      rowsOf(gifts.data).find((g) => num(g.id) === id) ??
      (await allRows(ctx, "getPointsGoods")).find((g) => num(g.id) === id)
    const { x, data } = await ctx.read("getUserBase")
    if (!goods || !Number.isFinite(was.points)) return []
    const problems: Problem[] = []
    if (typeof was.stock === "number" && num(goods.stock) !== was.stock - number)
      problems.push({
        op: "getPointsGoods",
        cause: "a points exchange does not take its number from the gift's stock",
        detail: `points goods ${id} ×${number} exchanged: its stock in GET /api/points/goods was ${was.stock}, now ${String(goods.stock)}, expected ${was.stock - number}`,
        exchange: gifts.x,
      })
    const want = was.points - num(goods.points) * number
    const now = num(data?.points)
    if (now !== want)
      return [
        ...problems,
        {
          op: "postPointsOrder",
          cause: "a points exchange does not take its points",
          detail: `points goods ${id} (${String(goods.points)} points) ×${number}: the user had ${was.points} points, now ${now}, expected ${want}`,
          exchange: x,
        },
      ]
    const log = await pointsLog(ctx)
    const added = log.rows.filter((r) => !was.logged.has(num(r.id)))
    const logged = added.reduce((s, r) => s + num(r.points), 0)
    if (logged !== now - was.points)
      problems.push({
        op: "getPointsLog",
        cause: "the points log does not agree with the change of the user's points",
        detail: `points goods ${id} ×${number} exchanged: the user's points went ${was.points} → ${now} (${now - was.points}), the new entries of GET /api/points/log add up to ${logged} (${added.map((r) => JSON.stringify(r.points)).join(", ") || "none"})`,
        exchange: log.x,
      })
    return problems
  },
}

/**
 * A store switch (POST /api/store/switch) is kept: the store list then shows the chosen store as
 * the one current store. The session is switched back to the store it was on.
 */
export const storeSwitched: ReadBack = {
  async before(ctx) {
    const own = rowsOf((await ctx.read("getStoreList")).data).find((s) => num(s.is_current) === 1)
    return own?.user_id
  },
  async after(ctx, call, _answer, before) {
    const id = num(call.body?.user_id)
    const { x, data } = await ctx.read("getStoreList")
    const current = rowsOf(data).filter((s) => num(s.is_current) === 1)
    if (typeof before === "number" && before !== id)
      await ctx.read("postStoreSwitch", { body: { user_id: before } })
    return current.length === 1 && num(current[0]?.user_id) === id
      ? []
      : [
          {
            op: "postStoreSwitch",
            cause: "a store switch is not kept",
            detail: `switched to store ${id}: GET /api/store then shows ${current.map((s) => String(s.user_id)).join(", ") || "no store"} as current`,
            exchange: x,
          },
        ]
  },
}

/** WeChat unbound: the user state's wechat is the empty string (UserState.wechat 未绑定为空字符串). */
export const wechatUnbound: ReadBack = {
  async after(ctx) {
    const { x, data } = await ctx.read("getUserBase")
    return text(data?.wechat) === ""
      ? []
      : [
          {
            op: "deleteUserUnbindWechat",
            cause: "WeChat answered as unbound is still bound",
            detail: `GET /api/user/base says wechat ${JSON.stringify(data?.wechat)} after DELETE /api/user/unbind_wechat`,
            exchange: x,
          },
        ]
  },
}

const LICENCE_FIELDS = ["number", "image", "expire_date", "status"]

/**
 * A licence renewed shows what was sent (证件改为待审核，有效期与编号换成新的): its new expiry date
 * and number, status 0 (待审核), and no longer its old picture.
 */
const renewed: ReadBack = {
  async before(ctx, call) {
    const rows = rowsOf((await ctx.read("getUserZizhi")).data)
    return rows.find((r) => num(r.id) === num(call.path?.id))
  },
  async after(ctx, call, _answer, before) {
    const { x, data } = await ctx.read("getUserZizhi")
    const id = num(call.path?.id)
    const row = rowsOf(data).find((r) => num(r.id) === id)
    const sent = call.body ?? {}
    const was = before as Row | undefined
    const diff = row ? sentDiff(sent, row, ["expire_date", "number"]) : ["it is gone from the list"]
    if (row && num(row.status) !== 0)
      diff.push(`status ${JSON.stringify(row.status)}, expected 0 (待审核)`)
    if (row && was && text(row.image) === text(was.image) && text(sent.image) !== text(was.image))
      diff.push(
        `image still the old ${JSON.stringify(row.image)}, ${JSON.stringify(sent.image)} was sent`,
      )
    return diff.length === 0
      ? []
      : [
          {
            op: "postUserZizhiRenew",
            cause: "a licence renewed is not kept as sent",
            detail: `licence ${id} in GET /api/user/zizhi after its renewal: ${diff.join("; ")}`,
            exchange: x,
          },
        ]
  },
}

/** The company's other licences stay as they were. */
export const licenceRenewed = sparing(
  "postUserZizhiRenew",
  "getUserZizhi",
  LICENCE_FIELDS,
  (call) => new Set([num(call.path?.id)]),
  renewed,
)
