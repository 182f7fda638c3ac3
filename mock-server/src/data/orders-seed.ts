/**
 * The order area's seed, run after every company's history exists: for `demo`, returns in every
 * status (待审核, 已同意, 已拒绝, 已退款) and after-sales cases in both (处理中 with no reply yet,
 * 已完成 with the service's replies), four orders with ephedrine-containing drugs (含麻) whose
 * receipts are 待上传, 待审核, 已通过 and 已驳回, and a dozen points orders in every status; for
 * `manager` (another company) one return, one after-sales case and a 含麻 order, so tests can
 * check that another company's ids are refused. Refunds follow core Returns. `fresh` (added by
 * the campaigns seed) keeps no history: the order pages show their empty states for it.
 */
import { DAY_MS as DAY, formatDate } from "@mall/core/DateTime"
import * as Money from "@mall/core/Money"
import * as Returns from "@mall/core/Returns"
import type { Db } from "../state/db.ts"
import type { AfterSale, Goods, Order, OrderLine, User } from "../state/types.ts"

type Seq = (table: string) => number

function orderLine(id: number, g: Goods, number: number): OrderLine {
  return {
    id,
    goodsId: g.id,
    name: g.name,
    sccj: g.sccj,
    ypgg: g.ypgg,
    bzdw: g.bzdw,
    image: `/static/goods/${g.id}.svg`,
    number,
    price: g.price,
    amount: g.price * number,
    isGift: false,
    combinationId: null,
  }
}

const HOUR = 3_600_000

function seqOf(db: Db): Seq {
  return (table) => {
    const id = (db.seq[table] ?? 0) + 1
    db.seq[table] = id
    return id
  }
}

function refundOf(order: Order, items: { lineId: number; number: number }[]): number {
  const lines = order.lines.map((l) => ({
    id: l.id,
    number: l.number,
    returned: 0,
    price: Money.fen(l.price),
  }))
  const value = Returns.goodsValue(
    lines,
    items.map((i) => ({ line: i.lineId, quantity: i.number })),
  )
  return Returns.refundAmount(value, {
    goodsAmount: Money.fen(order.goodsAmount),
    discount: Money.fen(order.manjianReduce + order.couponReduce),
  })
}

function addReturn(
  seq: Seq,
  order: Order,
  status: 0 | 1 | 2 | 3,
  reason: string,
  description: string,
  at: number,
): void {
  const first = order.lines.find((l) => !l.isGift)
  if (!first) return
  const items = [{ lineId: first.id, number: Math.max(1, Math.floor(first.number / 2)) }]
  const progress = [{ at, text: "提交退货申请，等待审核" }]
  if (status >= 1)
    progress.push({
      at: at + 4 * HOUR,
      text:
        status === 2
          ? "审核未通过：商品已拆封使用，不符合退货条件"
          : "审核通过，请将商品寄回：广州市白云区医药物流园 3 号仓",
    })
  if (status === 3) progress.push({ at: at + 3 * DAY, text: "仓库已收货，退款已原路退回" })
  const item: AfterSale = {
    id: seq("afterSales"),
    orderId: order.id,
    kind: 1,
    type: 0,
    status,
    content: reason,
    description,
    images: [],
    reply: "",
    createdAt: at,
    items,
    amount: refundOf(order, items),
    progress,
  }
  order.afterSales.push(item)
}

function addAfterSale(seq: Seq, order: Order, done: boolean, at: number): void {
  const replies: NonNullable<AfterSale["replies"]> = done
    ? [
        {
          from: "service",
          content: "您好，已核实少发 1 盒，今日为您补发，请留意物流。",
          at: at + 2 * HOUR,
        },
        { from: "buyer", content: "收到补发的商品了，谢谢。", at: at + 2 * DAY },
        { from: "service", content: "感谢您的反馈，本次售后已完成。", at: at + 2 * DAY + HOUR },
      ]
    : []
  order.afterSales.push({
    id: seq("afterSales"),
    orderId: order.id,
    kind: 2,
    type: done ? 2 : 1,
    status: done ? 1 : 0,
    content: done ? "收到的商品数量少了一盒，请核实补发" : "部分药盒外包装受潮，请处理",
    images: [],
    reply: done ? (replies[2]?.content ?? "") : "",
    createdAt: at,
    items: [],
    amount: 0,
    progress: done
      ? [
          { at, text: "提交售后申请，等待客服处理" },
          { at: at + 2 * HOUR, text: "客服已受理，安排补发" },
          { at: at + 2 * DAY + HOUR, text: "售后完成" },
        ]
      : [{ at, text: "提交售后申请，等待客服处理" }],
    replies,
  })
}

/** Picks the user's completed/shipped orders without after-sales cases, newest first. */
function freeOrders(db: Db, user: User, statuses: number[]): Order[] {
  return db.orders
    .filter((o) => o.userId === user.id && statuses.includes(o.status) && o.afterSales.length === 0)
    .sort((a, b) => b.createdAt - a.createdAt)
}

/** An order of `status` with one ephedrine-containing drug and one ordinary goods. */
function addHmOrder(
  db: Db,
  seq: Seq,
  user: User,
  hm: Goods,
  other: Goods,
  status: number,
  at: number,
): Order {
  const id = seq("orders")
  const lines = [
    orderLine(id * 100 + 1, hm, Math.max(1, hm.zbz) * 2),
    orderLine(id * 100 + 2, other, Math.max(1, other.zbz)),
  ]
  const goodsAmount = lines.reduce((s, l) => s + l.amount, 0)
  const shippingFee = goodsAmount >= 80000 ? 0 : 1000
  const address = db.addresses.find((a) => a.userId === user.id && a.isDefault)
  const order: Order = {
    id,
    sn: `${formatDate(at).replace(/-/g, "")}${String(100000 + id * 7919).slice(-6)}`,
    userId: user.id,
    status,
    createdAt: at,
    paidAt: at + 600_000,
    payType: "对公转账",
    lines,
    goodsAmount,
    shippingFee,
    manjianReduce: 0,
    couponReduce: 0,
    payAmount: goodsAmount + shippingFee,
    couponId: null,
    address: {
      consignee: address?.consignee ?? user.name,
      phone: address?.phone ?? user.phone,
      province: address?.province ?? "广东省",
      city: address?.city ?? "广州市",
      district: address?.district ?? "天河区",
      address: address?.address ?? "天河路208号",
    },
    remark: "",
    isHm: true,
    afterSales: [],
  }
  db.orders.push(order)
  if (status === 3) {
    const invoiceId = seq("invoices")
    db.invoices.push({
      id: invoiceId,
      userId: user.id,
      orderId: id,
      orderSn: order.sn,
      amount: order.payAmount,
      title: user.company,
      url: `/static/invoice/invoice-${id}.svg`,
      createdAt: at + 3 * DAY,
    })
  }
  return order
}

function setReceipt(db: Db, order: Order, status: 0 | 1 | 2 | 3): void {
  if (status === 0) return
  // its stamped receipt's picture is drawn with the other documents (documents.ts)
  db.hmReceipts.set(order.id, { status, image: `/static/hmdd/receipt-${order.id}.svg` })
}

const GIFTS = [
  "不锈钢保温杯",
  "医用外科口罩（50只）",
  "电子体温计",
  "家用血压计",
  "抽纸（3包装）",
  "保温饭盒",
]

function addPointsOrders(db: Db, seq: Seq, user: User, count: number): void {
  for (let i = 0; i < count; i++) {
    const goods = db.pointsGoods[i % Math.max(1, db.pointsGoods.length)]
    const number = 1 + (i % 2)
    db.pointsOrders.push({
      id: seq("pointsOrders"),
      userId: user.id,
      name: goods?.name ?? GIFTS[i % GIFTS.length] ?? "礼品",
      points: (goods?.points ?? 500) * number,
      number,
      // The newest are still to ship; older ones shipped or completed; one was cancelled.
      status: i < 2 ? 0 : i < 4 ? 1 : i === 6 ? 3 : 2,
      createdAt: db.seedTime - (i * 6 + 1) * DAY + 10 * HOUR,
    })
  }
}

/** The seed hook (mock-server/src/data/seed.ts runs it last). */
export function seedOrders(db: Db): void {
  const seq = seqOf(db)
  const demo = db.users.find((u) => u.username === "demo")
  const other = db.users.find((u) => u.username === "manager")
  const hmGoods = db.goods.filter((g) => g.isHm && g.isBuy && g.stock > 0)
  const plain = db.goods.filter((g) => !g.isHm && g.isBuy && g.stock > 0)
  const t = db.seedTime
  // Orders awaiting shipment were paid today (midnight of the seed day): the clock ships a paid
  // order a day after payment, so older payment times would leave 待发货 empty on first sight.
  for (const o of db.orders) if (o.status === 1) o.paidAt = Math.max(o.createdAt, t)

  if (demo) {
    // The return the history already has (已同意) gets its progress; three more statuses.
    for (const o of db.orders)
      for (const a of o.afterSales) {
        if (o.userId !== demo.id) continue
        if (a.kind === 1 && !a.progress) {
          a.description = "外箱挤压变形，内盒破损"
          a.images = []
          a.amount = refundOf(o, a.items)
          a.progress = [
            { at: a.createdAt, text: "提交退货申请，等待审核" },
            {
              at: a.createdAt + 4 * HOUR,
              text: "审核通过，请将商品寄回：广州市白云区医药物流园 3 号仓",
            },
          ]
        }
        if (a.kind === 2 && !a.progress) {
          a.images = []
          a.progress = [{ at: a.createdAt, text: "提交售后申请，等待客服处理" }]
          a.replies = []
        }
      }
    const completed = freeOrders(db, demo, [3])
    const reasons: [0 | 2 | 3, string, string][] = [
      [0, "质量问题", "部分胶囊粘连变色"],
      [2, "其他", "采购数量多了，想退回一部分"],
      [3, "近效期商品", "收到的批次距有效期不足 6 个月"],
    ]
    reasons.forEach(([status, reason, description], i) => {
      const o = completed[i]
      if (o) addReturn(seq, o, status, reason, description, o.createdAt + (4 + i) * DAY)
    })
    const done = freeOrders(db, demo, [3])[0]
    if (done) addAfterSale(seq, done, true, done.createdAt + 5 * DAY)

    const statuses: [number, 0 | 1 | 2 | 3][] = [
      [1, 0],
      [2, 1],
      [3, 2],
      [3, 3],
    ]
    statuses.forEach(([status, receipt], i) => {
      const hm = hmGoods[i % Math.max(1, hmGoods.length)]
      const ordinary = plain[(i * 7 + 3) % Math.max(1, plain.length)]
      if (!hm || !ordinary) return
      const at = t - (i * 5 + 2) * DAY + 9 * HOUR
      const order = addHmOrder(db, seq, demo, hm, ordinary, status, at)
      if (status === 1) order.paidAt = t
      setReceipt(db, order, receipt)
    })
    addPointsOrders(db, seq, demo, 12)
  }

  if (other) {
    const [first, second] = freeOrders(db, other, [2, 3])
    if (first) addReturn(seq, first, 0, "包装破损", "外箱破损", first.createdAt + 2 * DAY)
    if (second) addAfterSale(seq, second, false, second.createdAt + 2 * DAY)
    const hm = hmGoods[0]
    const ordinary = plain[1]
    if (hm && ordinary) {
      const order = addHmOrder(db, seq, other, hm, ordinary, 2, t - 3 * DAY + 9 * HOUR)
      setReceipt(db, order, 1)
    }
    addPointsOrders(db, seq, other, 2)
  }
}
