/**
 * The one scenario table (ADR 15): the order in which the suite calls the operations so that each
 * call finds what it needs, and where each id comes from (an earlier answer, kept in the bag).
 * sign in → browse → add to cart → select → settle → order → pay → cancel / confirm / return …
 * An operation the table does not name is called with its examples. A step whose input is
 * missing (an earlier answer had nothing to take) is skipped and reported as skipped. Each write
 * names the read that shows it (`readBack`, from readback/): after it succeeds, the list, detail or total must
 * show what it asked for.
 */

import * as DateTime from "@mall/core/DateTime"
import { Missing, need } from "./bag.ts"
import type { Bag, Row } from "./bag.ts"
import { amountOf } from "./cartplan.ts"
import { addBody, packOf } from "./carts.ts"
import type { Pick } from "./carts.ts"
import { rowsOf as rows } from "./checks.ts"
import { fen, yuan } from "./money.ts"
import * as CartReads from "./readback/cart.ts"
import * as GoodsReads from "./readback/goods.ts"
import type { ReadBack } from "./readback/kit.ts"
import * as MemberReads from "./readback/member.ts"
import * as OrderReads from "./readback/orders.ts"

export interface Step {
  op: string
  /** "A" the first account (default), "B" the second, null no session. */
  as?: "A" | "B" | null
  path?: (bag: Bag) => Record<string, string | number>
  query?: (bag: Bag) => Record<string, unknown>
  /** The body; `example` is the operation's own body example (to keep its other fields). */
  body?: (bag: Bag, example: Record<string, unknown>) => Record<string, unknown>
  /** Takes values from the answer's `data` into the bag. */
  then?: (data: unknown, bag: Bag) => void
  /**
   * "success": the step must succeed (2xx); "declared": any declared status that is not a 5xx
   * (a business refusal that depends on the server's data, e.g. a coupon already claimed);
   * "refused": a request the contract refuses in the state the scenario has made (a cancelled
   * order paid): it must not succeed.
   */
  expect?: "success" | "declared" | "refused"
  /** The read that shows what the write did, compared with what it asked for (readback/). */
  readBack?: ReadBack
  /**
   * Free texts of the body sent at their maxLength (generate.ts `atMaxLength`), so a server that
   * keeps less shows it in the read-back.
   */
  boundary?: true
}

/** Coupons of the centre the suite tries to claim, one after another, until a claim succeeds. */
const CLAIM_TRIES = 10

const first = (data: unknown): Row | undefined => rows(data)[0]
const ids = (data: unknown): number[] => rows(data).map((r) => Number(r.id))
/** Two goods at once (a list read as one value keeps only one of them). */
const twoGoods = (b: Bag) => ({
  goods_ids: need<Row[]>(b, "goods")
    .slice(0, 2)
    .map((g) => Number(g.id)),
})

/** Goods the suite can buy: buyable, in stock, plain lines. */
export function buyable(data: unknown): Row[] {
  return rows(data).filter(
    (g) => g.is_buy === 1 && Number(g.number) >= 200 && Number(g.type ?? 1) === 1,
  )
}

/**
 * The lines of the balance payments, from the buyable goods but the one left in the cart (a line
 * added would merge with it): one pack of the goods the balance covers most cheaply with the
 * shipping fee on top, and, of other goods, the fewest pieces that come to more than the balance
 * even after the best 满减 tier. Missing when the balance covers no line, or no goods in stock
 * comes to more.
 */
function balanceLines(b: Bag): { covered: Pick; beyond: Pick } {
  const balance = need<number>(b, "balance")
  const cart = need<Row>(b, "cart")
  const fee = fen((cart.shipping_data as Row | undefined)?.shipping_amount)
  const reduce = rows((cart.activity_data as Row | undefined)?.manjians).map((t) => fen(t.reduce))
  const most = Math.max(0, ...reduce.filter(Number.isFinite))
  const goods = need<Row[]>(b, "goods").filter((g) => Number(g.id) !== b.keptGoodsId)
  const covered = goods
    .map((g) => ({ g, n: packOf(g) }))
    .filter((p) => amountOf([p]) + (Number.isFinite(fee) ? fee : 0) <= balance)
    .sort((x, y) => amountOf([x]) - amountOf([y]))[0]
  if (!covered) throw new Missing(`the balance ${yuan(balance)} covers no order`)
  for (const g of goods) {
    if (g === covered.g) continue
    for (let n = 1; n <= Number(g.number); n++)
      if (amountOf([{ g, n }]) > balance + most) return { covered, beyond: { g, n } }
  }
  throw new Missing(`no goods in stock comes to more than the balance ${yuan(balance)}`)
}

/** The id of the cart line of a pick's goods (a plain line). */
const lineOf = (cart: unknown, p: Pick): unknown =>
  rows(cart).find(
    (l) => l.goods_type !== 3 && Number((l.goods as Row | undefined)?.id) === Number(p.g.id),
  )?.id

/** An order of one cart line (the bag's `key`) to be paid from the balance. */
const balanceOrder = (key: string) => (b: Bag) => ({
  ids: [need<number>(b, key)],
  address_id: need(b, "addressId"),
  pay_type: "balance",
})

/** The licence to renew: the soonest to expire (an expired one first), one without a date last. */
function soonestToExpire(data: unknown): Row | undefined {
  const at = (l: Row) => DateTime.parseDate(String(l.expire_date ?? "")) ?? Number.POSITIVE_INFINITY
  return [...rows(data)].sort((x, y) => at(x) - at(y) || 0)[0]
}

/**
 * A renewal of a licence: the picture uploaded, an expiry a year past its old date (or past today,
 * for an expired one) and a new number.
 */
function renewal(licence: Row, image: string): Row {
  const old = DateTime.parseDate(String(licence.expire_date ?? "")) ?? 0
  const date = DateTime.formatDate(Math.max(old, Date.now()) + 365 * DateTime.DAY_MS)
  return { image, expire_date: date, number: `契约测试${date.replaceAll("-", "")}` }
}

export const scenario: Step[] = [
  // browse (public)
  { op: "getGoodsList", query: () => ({ page: 1 }), then: (d, b) => (b.goods = buyable(d)) },
  {
    op: "getGoodsDetailById",
    path: (b) => ({ id: Number(need<Row[]>(b, "goods")[0]?.id) }),
  },
  {
    op: "getGoodsSearch",
    query: (b) => ({ keywords: String(need<Row[]>(b, "goods")[0]?.name ?? "") }),
    readBack: GoodsReads.searched,
  },
  {
    // by manufacturer (type 2), a maker of real goods: its suggestions are of that maker
    op: "getGoodsSearch",
    query: (b) => ({ keywords: String(need<Row[]>(b, "goods")[0]?.sccj ?? ""), type: 2 }),
    readBack: GoodsReads.searched,
  },
  { op: "getBrandList", then: (d, b) => (b.brandId = first(d)?.id) },
  { op: "getFocusBrandById", path: (b) => ({ id: need<number>(b, "brandId") }) },
  { op: "getCombinationList", then: (d, b) => (b.combinationId = first(d)?.id) },
  {
    op: "getCombinationById",
    path: (b) => ({ id: need<number>(b, "combinationId") }),
    then: (d, b) => (b.combination = d),
  },
  { op: "getNewsList", then: (d, b) => (b.newsId = first(d)?.id) },
  {
    op: "getNewsById",
    path: (b) => ({ id: need<number>(b, "newsId") }),
  },
  {
    op: "getHelpCategory",
    then: (d, b) => {
      const child = rows(d).flatMap((c) => rows((c as Row).children))[0]
      b.helpCategoryId = child?.id ?? first(d)?.id
    },
  },
  {
    op: "getHelpArticleList",
    query: (b) => ({ category_id: need<number>(b, "helpCategoryId") }),
    then: (d, b) => (b.helpArticleId = first(d)?.id),
  },
  { op: "getHelpArticleById", path: (b) => ({ id: need<number>(b, "helpArticleId") }) },

  // the account
  { op: "getUserBase", then: (d, b) => (b.user = d) },
  { op: "getDrawSimple", then: (d, b) => (b.drawId = (d as Row | null)?.id) },
  // one draw per company: an account that has drawn is refused (400), which the contract declares
  { op: "getDraw", query: (b) => ({ id: need<number>(b, "drawId") }), expect: "declared" },
  { op: "getDrawNewRecord", query: (b) => ({ id: need<number>(b, "drawId") }) },
  { op: "getDrawActivity", path: (b) => ({ id: need<number>(b, "drawId") }) },
  {
    op: "getAddressList",
    then: (d, b) => (b.addressId = (rows(d).find((a) => a.is_default === 1) ?? first(d))?.id),
  },
  {
    op: "postAddress",
    body: () => ({
      consignee: "测试收货人",
      phone: "13800138000",
      province: "广东省",
      city: "广州市",
      district: "天河区",
      address: "契约测试路 1 号",
      is_default: 0,
    }),
    then: (d, b) => (b.newAddressId = (d as Row | null)?.id),
    readBack: MemberReads.addressAdded,
  },
  {
    op: "putAddress",
    path: (b) => ({ id: need<number>(b, "newAddressId") }),
    body: () => ({
      consignee: "测试收货人",
      phone: "13800138001",
      province: "广东省",
      city: "广州市",
      district: "天河区",
      address: "契约测试路 2 号",
      is_default: 1,
    }),
    readBack: MemberReads.addressChanged,
  },
  {
    op: "deleteAddress",
    path: (b) => ({ id: need<number>(b, "newAddressId") }),
    readBack: MemberReads.addressDeleted,
  },
  {
    // the company's other stores (Store.user_id; the current one is_current 1)
    op: "getStoreList",
    then: (d, b) =>
      (b.storeIds = rows(d)
        .filter((s) => s.is_current !== 1)
        .map((s) => Number(s.user_id))
        .slice(0, 1)),
  },
  {
    op: "postStoreSwitch",
    body: (b) => {
      const id = need<number[]>(b, "storeIds")[0]
      if (id === undefined) throw new Missing("the company has no other store")
      return { user_id: id }
    },
    readBack: MemberReads.storeSwitched,
  },

  // favourites
  {
    op: "postFavorite",
    body: twoGoods,
    readBack: MemberReads.favouritesAdded,
  },
  { op: "getFavorite" },
  {
    op: "postFavoriteCancel",
    body: twoGoods,
    readBack: MemberReads.favouritesCancelled,
  },

  // cart → checkout → order → pay → cancel
  {
    op: "postCart",
    body: (b) =>
      addBody(
        need<Row[]>(b, "goods")
          .slice(0, 2)
          .map((g) => ({ g, n: packOf(g) })),
      ),
    readBack: CartReads.cartAdded,
  },
  {
    // two lines, the second above its goods' stock: refused, and the first is not added either
    op: "postCart",
    body: (b) => {
      const [g, h] = need<Row[]>(b, "goods")
      if (!g || !h) throw new Missing("two buyable goods")
      return addBody([
        { g, n: packOf(g) },
        { g: h, n: Number(h.number) + 1 },
      ])
    },
    expect: "refused",
  },
  {
    // one set of a combination (type 3: goods_id is the combination's id, number a count of sets)
    op: "postCart",
    body: (b) => {
      const c = need<Row>(b, "combination")
      return {
        goods_id: [Number(c.id)],
        price: [String(c.price)],
        number: [1],
        ck_id: [0],
        type: [3],
      }
    },
    readBack: CartReads.combinationAdded,
  },
  {
    op: "postCartQuickAdd",
    path: (b) => ({ id: Number(need<Row[]>(b, "goods")[2]?.id ?? need<Row[]>(b, "goods")[0]?.id) }),
    readBack: CartReads.cartQuickAdded,
  },
  { op: "getCartTotal" },
  {
    op: "getCartList",
    then: (d, b) => {
      b.cart = d
      // the order is placed from the plain lines (a combination line is read back on its own)
      b.lineIds = rows(d)
        .filter((l) => l.is_selected === 1 && l.goods_type !== 3)
        .map((l) => Number(l.id))
    },
  },
  // a line unselected, then every line selected again: each change must show in the list
  {
    op: "postCartBatchSelect",
    body: (b) => ({ ids: need<number[]>(b, "lineIds").slice(0, 1), is_selected: 0 }),
    readBack: CartReads.cartSelected,
  },
  {
    op: "postCartBatchSelect",
    body: (b) => ({ ids: need(b, "lineIds"), is_selected: 1 }),
    readBack: CartReads.cartSelected,
  },
  {
    // another quantity than the line has: one pack more (one pack less when that is above stock)
    op: "postCartEdit",
    path: (b) => ({ id: need<number[]>(b, "lineIds")[0] ?? 0 }),
    body: (b) => {
      const line = rows(b.cart).find((l) => Number(l.id) === need<number[]>(b, "lineIds")[0])
      const goods = (line?.goods ?? {}) as Row
      const pack = packOf(goods)
      const now = Number(line?.number ?? 1)
      const up = now + pack
      return { number: up <= Number(goods.number ?? up) ? up : Math.max(1, now - pack) }
    },
    readBack: CartReads.cartEdited,
  },
  {
    op: "postCartNextHint",
    query: (b) => ({ params: { goods_id: String(need<Row[]>(b, "goods")[0]?.id), number: "1" } }),
  },
  {
    op: "postCartCheckout",
    body: (b) => ({ ids: need(b, "lineIds") }),
    then: (d, b) => (b.checkout = d),
  },
  {
    op: "postCartCopy",
    body: (b) => ({ ids: need(b, "lineIds"), other_user_ids: need(b, "storeIds") }),
    expect: "declared",
    readBack: CartReads.cartCopied,
  },
  {
    op: "postOrder",
    body: (b) => ({
      ids: need(b, "lineIds"),
      address_id: need(b, "addressId"),
      pay_type: "wechat",
    }),
    then: (d, b) => (b.orderId = (d as Row | null)?.id),
    readBack: OrderReads.orderPlaced,
  },
  { op: "getOrderById", path: (b) => ({ id: need<number>(b, "orderId") }) },
  {
    // paid another way than the order was placed with: the order shows how it was paid
    op: "postOrderPay",
    path: (b) => ({ id: need<number>(b, "orderId") }),
    body: () => ({ pay_type: "alipay" }),
    readBack: OrderReads.orderPaid,
  },
  {
    op: "postOrderCancel",
    path: (b) => ({ id: need<number>(b, "orderId") }),
    body: () => ({ reason: "契约测试取消" }),
    readBack: OrderReads.orderCancelled,
  },
  // a cancelled order cannot be paid, nor cancelled again
  {
    op: "postOrderPay",
    path: (b) => ({ id: need<number>(b, "orderId") }),
    body: () => ({ pay_type: "wechat" }),
    expect: "refused",
    readBack: OrderReads.statusKept("postOrderPay"),
  },
  {
    op: "postOrderCancel",
    path: (b) => ({ id: need<number>(b, "orderId") }),
    body: () => ({ reason: "契约测试再次取消" }),
    expect: "refused",
    readBack: OrderReads.statusKept("postOrderCancel"),
  },
  {
    op: "postOrderRebuy",
    path: (b) => ({ id: need<number>(b, "orderId") }),
    readBack: OrderReads.rebought,
  },
  { op: "getOrderList", then: (d, b) => (b.anyOrderId = first(d)?.id) },
  {
    op: "getOrderList",
    query: () => ({ status: 2 }),
    then: (d, b) => (b.shippedOrderIds = ids(d)),
  },
  {
    op: "getOrderLogistics",
    path: (b) => ({ id: need<number[]>(b, "shippedOrderIds")[0] ?? 0 }),
  },
  {
    op: "getOrderById",
    path: (b) => ({ id: need<number[]>(b, "shippedOrderIds")[0] ?? 0 }),
    then: (d, b) => (b.shippedLine = rows((d as Row | null)?.goods)[0]),
  },
  {
    op: "postReturn",
    body: (b) => ({
      order_id: need<number[]>(b, "shippedOrderIds")[0],
      order_goods_ids: [Number(need<Row>(b, "shippedLine").id)],
      numbers: [1],
      reason: "契约测试退货",
    }),
    then: (d, b) => (b.returnId = (d as Row | null)?.id),
    readBack: OrderReads.returnApplied,
  },
  { op: "getReturnById", path: (b) => ({ id: need<number>(b, "returnId") }) },
  // the returns and after-sales cases listed, read in detail (their progress, 早的在前)
  {
    op: "getReturnList",
    then: (d, b) => (b.returnIds = ids(d).filter((id) => id !== b.returnId)),
  },
  ...[0, 1, 2].map((k): Step => ({
    op: "getReturnById",
    path: (b) => ({ id: need<number[]>(b, "returnIds")[k] ?? need<number>(b, "returnId") }),
  })),
  {
    op: "postAfterSale",
    body: (b) => ({
      order_id: need<number[]>(b, "shippedOrderIds")[0],
      type: 2,
      content: "契约测试售后",
    }),
    boundary: true,
    then: (d, b) => (b.afterSaleId = (d as Row | null)?.id),
    expect: "declared",
    readBack: OrderReads.afterSaleApplied,
  },
  { op: "getAfterSaleById", path: (b) => ({ id: need<number>(b, "afterSaleId") }) },
  { op: "getAfterSaleList", then: (d, b) => (b.afterSaleIds = ids(d)) },
  {
    op: "getAfterSaleById",
    path: (b) => ({ id: need<number[]>(b, "afterSaleIds").at(-1) ?? 0 }),
  },
  // a shipped order cannot be cancelled (the next one shipped, if any), nor a completed one
  {
    op: "postOrderCancel",
    path: (b) => {
      const id = need<number[]>(b, "shippedOrderIds")[1]
      if (id === undefined) throw new Missing("no second shipped order")
      return { id }
    },
    body: () => ({ reason: "契约测试取消已发货" }),
    expect: "refused",
    readBack: OrderReads.statusKept("postOrderCancel"),
  },
  {
    op: "postOrderConfirm",
    path: (b) => ({ id: need<number[]>(b, "shippedOrderIds")[0] ?? 0 }),
    readBack: OrderReads.orderConfirmed,
  },
  {
    op: "postOrderCancel",
    path: (b) => ({ id: need<number[]>(b, "shippedOrderIds")[0] ?? 0 }),
    body: () => ({ reason: "契约测试取消已完成" }),
    expect: "refused",
    readBack: OrderReads.statusKept("postOrderCancel"),
  },
  { op: "getHmddList", then: (d, b) => (b.hmddId = first(d)?.id) },
  // a receipt picture of this company first (the example's tiny PNG), then the receipt
  { op: "postUpload", then: (d, b) => (b.receiptUrl = (d as Row | null)?.url) },
  {
    op: "postHmddReceipt",
    path: (b) => ({ id: need<number>(b, "hmddId") }),
    body: (b) => ({ receipt_image: need<string>(b, "receiptUrl") }),
    readBack: MemberReads.receiptSent,
  },
  // a licence renewed with a new picture of this company (uploaded first), a later expiry date and
  // a new number
  { op: "getUserZizhi", then: (d, b) => (b.licence = soonestToExpire(d)) },
  {
    op: "postUpload",
    body: (_, ex) => ({ ...ex, kind: "licence", name: "证件.png" }),
    then: (d, b) => (b.licenceImage = (d as Row | null)?.url),
  },
  {
    op: "postUserZizhiRenew",
    path: (b) => ({ id: Number(need<Row>(b, "licence").id) }),
    body: (b) => renewal(need<Row>(b, "licence"), need<string>(b, "licenceImage")),
    readBack: MemberReads.licenceRenewed,
  },

  // the rest of the member area
  { op: "getMessageList", then: (d, b) => (b.messageIds = ids(d).slice(0, 2)) },
  {
    op: "postMessageRead",
    body: (b) => ({ ids: need(b, "messageIds") }),
    readBack: MemberReads.messagesRead,
  },
  {
    // coupons left to claim (a page of every type), tried in turn until one claim succeeds: those
    // not marked claimed first, but not only those (a centre that never sets the mark would hide
    // its own bug)
    op: "getCouponCenter",
    query: () => ({ page: 1 }),
    then: (d, b) =>
      (b.couponIds = rows(d)
        .filter((c) => Number(c.remain ?? 1) > 0)
        .sort((x, y) => Number(x.is_received ?? 0) - Number(y.is_received ?? 0))
        .map((c) => Number(c.id))
        .slice(0, CLAIM_TRIES)),
  },
  ...Array.from({ length: CLAIM_TRIES }, (_, k): Step => ({
    op: "postCouponReceive",
    path: (b) => {
      if (b.couponClaimed === true) throw new Missing("a coupon was claimed already")
      const id = need<number[]>(b, "couponIds")[k]
      if (id === undefined) throw new Missing("no more coupons to claim")
      return { id }
    },
    expect: "declared",
    then: (_d, b) => (b.couponClaimed = true),
    readBack: MemberReads.couponReceived,
  })),
  { op: "getPointsGoods", then: (d, b) => (b.pointsGoodsId = first(d)?.id) },
  {
    op: "postPointsOrder",
    body: (b) => ({
      goods_id: need(b, "pointsGoodsId"),
      number: 1,
      address_id: need(b, "addressId"),
    }),
    expect: "declared",
    readBack: MemberReads.pointsExchanged,
  },
  {
    op: "postUserUpdateUserInfo",
    body: (b) => {
      const u = need<Row>(b, "user")
      return { name: String(u.name), phone: String(u.phone) }
    },
    readBack: MemberReads.profileUpdated,
  },
  {
    // The same password again: the account stays as it was.
    op: "postUserResetPassword",
    body: (b, ex) => {
      const pw = need<string>(b, "password")
      const out: Record<string, unknown> = { ...ex, password: pw }
      delete out.code
      if ("old_password" in ex || "password_confirmation" in ex)
        Object.assign(out, { old_password: pw, password_confirmation: pw })
      return out
    },
  },
  { op: "postUserFeedback", body: (_, ex) => ({ ...ex, content: "契约测试反馈" }) },
  {
    op: "postUserBuy",
    body: (_, ex) => ({ ...ex, name: "契约测试求购" }),
    boundary: true,
    readBack: MemberReads.purchaseRequested,
  },
  {
    op: "postContractSign",
    body: (b) => ({ agree: 1, sign_name: String(need<Row>(b, "user").name) }),
    expect: "declared",
    readBack: MemberReads.contractSigned,
  },
  // calls that depend on an SMS code or a third party: any declared answer
  { op: "postSmsSend", expect: "declared" },
  { op: "postRegisterStep1", expect: "declared" },
  { op: "postRegisterStep2", expect: "declared" },
  { op: "postRegisterStep3", expect: "declared" },
  { op: "postRegisterDdStep1", expect: "declared" },
  { op: "postRegisterDdStep2", expect: "declared" },
  { op: "postRegisterDdStep3", expect: "declared" },
  { op: "postRegisterWechat", expect: "declared" },
  { op: "postPasswordVerify", expect: "declared" },
  { op: "postPasswordReset", expect: "declared" },
  { op: "deleteUserUnbindWechat", expect: "declared", readBack: MemberReads.wechatUnbound },
  {
    op: "postUserCreateCode",
    expect: "declared",
    then: (d, b) => (b.wechatCodeUrl = (d as Row | null)?.qrcode_url),
  },
  { op: "postCartQuickAdd", path: (b) => ({ id: Number(need<Row[]>(b, "goods")[1]?.id) }) },
  // every line of the cart (no keyword filter) but the first, which the delete must leave
  {
    op: "getCartList",
    query: () => ({}),
    then: (d, b) => {
      b.keptGoodsId = Number((rows(d)[0]?.goods as Row | undefined)?.id)
      b.keptLineId = rows(d)[0]?.id
      b.deletedLineIds = ids(d).slice(1)
    },
  },
  {
    op: "postCartBatchDelete",
    body: (b) => ({ ids: need(b, "deletedLineIds") }),
    readBack: CartReads.cartDeleted,
  },
  {
    // an order of the line left and a line just deleted: refused (400), no order made, the line
    // left in the cart
    op: "postOrder",
    body: (b) => ({
      ids: [need<number>(b, "keptLineId"), ...need<number[]>(b, "deletedLineIds").slice(0, 1)],
      address_id: need(b, "addressId"),
      pay_type: "wechat",
    }),
    expect: "refused",
  },
  // payments from the balance (of goods other than the line left in the cart): an order the
  // balance covers is paid and its amount taken; one it does not cover is refused; then both are
  // cancelled
  {
    op: "getUserUserMoney",
    then: (d, b) => (b.balance = fen((d as Row | null)?.user_money)),
  },
  {
    op: "postCart",
    body: (b) => {
      const { covered, beyond } = balanceLines(b)
      return addBody([covered, beyond])
    },
    readBack: CartReads.cartAdded,
  },
  {
    op: "getCartList",
    query: () => ({}),
    then: (d, b) => {
      const { covered, beyond } = balanceLines(b)
      b.coveredLineId = lineOf(d, covered)
      b.beyondLineId = lineOf(d, beyond)
    },
  },
  {
    op: "postOrder",
    body: balanceOrder("coveredLineId"),
    then: (d, b) => (b.coveredOrderId = (d as Row | null)?.id),
    readBack: OrderReads.orderPlaced,
  },
  {
    op: "postOrderPay",
    path: (b) => ({ id: need<number>(b, "coveredOrderId") }),
    body: () => ({ pay_type: "balance" }),
    readBack: OrderReads.paidFromBalance,
  },
  {
    op: "postOrder",
    body: balanceOrder("beyondLineId"),
    then: (d, b) => (b.beyondOrder = d),
    readBack: OrderReads.orderPlaced,
  },
  {
    // 余额不足：HTTP 400, the order unpaid and the balance as it was
    op: "postOrderPay",
    path: (b) => {
      const order = need<Row>(b, "beyondOrder")
      if (!(fen(order.order_amount) > need<number>(b, "balance")))
        throw new Missing("the order does not come to more than the balance")
      return { id: Number(order.id) }
    },
    body: () => ({ pay_type: "balance" }),
    expect: "refused",
    readBack: OrderReads.balanceShort,
  },
  {
    op: "postOrderCancel",
    path: (b) => ({ id: Number(need<Row>(b, "beyondOrder").id) }),
    body: () => ({ reason: "契约测试取消（余额不足）" }),
    readBack: OrderReads.orderCancelled,
  },
  {
    op: "postOrderCancel",
    path: (b) => ({ id: need<number>(b, "coveredOrderId") }),
    body: () => ({ reason: "契约测试取消（余额支付）" }),
    readBack: OrderReads.orderCancelled,
  },
]

/** Operations run last (they end the session; the suite signs in again after). */
export const LAST = new Set(["deleteUserLogout"])
/** Operations never sent with generated input (they would lock the account out). */
export const NO_GENERATED = new Set([
  "deleteUserLogout",
  "postUserResetPassword",
  "postAuthLogin",
  "postUserUpdateUserInfo",
  "postStoreSwitch",
])
