/** Assembles a fresh Db from the seed: the same catalogue and history on every start and reset. */
import { DAY_MS as DAY, dayStart, formatDate } from "@mall/core/DateTime"
import { createRng } from "./prng.ts"
import { drawDocuments } from "./documents.ts"
import { buildCatalogue } from "./catalogue.ts"
import { buildContent } from "./content.ts"
import { buildUsers } from "./accounts.ts"
import { seedCampaigns } from "./campaigns.ts"
import { seedMember } from "./member-seed.ts"
import { seedMessages } from "./messages.ts"
import { seedOrders } from "./orders-seed.ts"
import { HOT_SEARCHES } from "./names.ts"
import type { Db } from "../state/db.ts"
import type { Address, Goods, LogEntry, Order, OrderLine, User } from "../state/types.ts"

export const SEED = 20240601

const STREETS = [
  "天河路208号",
  "中山大道西89号",
  "江南大道中148号",
  "人民北路632号",
  "解放南路123号",
]

function orderSn(at: number, id: number): string {
  return `${formatDate(at).replace(/-/g, "")}${String(100000 + id * 7919).slice(-6)}`
}

export function goodsImage(goods: Goods): string {
  return `/static/goods/${goods.id}.svg`
}

export function orderLine(
  id: number,
  goods: Goods,
  number: number,
  price: number,
  isGift = false,
): OrderLine {
  return {
    id,
    goodsId: goods.id,
    name: goods.name,
    sccj: goods.sccj,
    ypgg: goods.ypgg,
    bzdw: goods.bzdw,
    image: goodsImage(goods),
    number,
    price: isGift ? 0 : price,
    amount: isGift ? 0 : price * number,
    isGift,
    combinationId: null,
  }
}

/** The last seed built, by its day: the seed depends on the day alone, so a reset copies it. */
let pristine: { readonly seedTime: number; readonly db: Db } | null = null

/**
 * A fresh Db seeded on `now`'s day (Shanghai): the same catalogue and history on every start and
 * reset of that day. Building it takes a few hundred milliseconds; a second reset on the same
 * day copies the first build instead (plain data, `structuredClone`), a tenth of the time.
 */
export function createDb(now: number): Db {
  const seedTime = dayStart(now)
  if (pristine === null || pristine.seedTime !== seedTime)
    pristine = { seedTime, db: buildDb(seedTime) }
  return structuredClone(pristine.db)
}

function buildDb(seedTime: number): Db {
  const rng = createRng(SEED)
  const catalogue = buildCatalogue(rng, seedTime)
  const content = buildContent(seedTime, catalogue.labels)
  const users = buildUsers()
  const labels = catalogue.labels
  // the buyer's photo that the contract's return example shows (GET /api/returns/{id}), so the
  // web app over Prism's examples draws it from /static like every other picture
  labels.set("return-1", {
    text: "退货凭证",
    sub: "外箱破损照片",
    color: "#8c8c8c",
    width: 400,
    height: 300,
  })
  for (const u of users) {
    labels.set(`face-${u.id}`, {
      text: u.name.slice(0, 1),
      sub: "",
      color: "#1677ff",
      width: 80,
      height: 80,
    })
  }

  const db: Db = {
    seedTime,
    goods: catalogue.goods,
    goodsById: new Map(catalogue.goods.map((g) => [g.id, g])),
    menus: catalogue.menus,
    nav: content.nav,
    ads: content.ads,
    brands: catalogue.brands,
    hotSearches: [...HOT_SEARCHES],
    helpCategories: content.helpCategories,
    articles: content.articles,
    news: content.news,
    siteQualifications: content.siteQualifications,
    complaints: [],
    warehouses: catalogue.warehouses,
    manjians: catalogue.manjians,
    combinations: catalogue.combinations,
    coupons: content.coupons,
    userCoupons: [],
    cashVouchers: [],
    users,
    sessions: new Map(),
    cart: [],
    favourites: [],
    addresses: [],
    orders: [],
    moneyLog: [],
    pointsLog: [],
    messages: [],
    purchaseRequests: [],
    feedback: [],
    pointsGoods: content.pointsGoods,
    pointsOrders: [],
    draws: content.draws,
    drawRecords: [],
    invoices: [],
    reports: [],
    qualifications: [],
    businessScope: new Map(),
    imageLabels: labels,
    hmReceipts: new Map(),
    registrations: new Map(),
    resetTokens: new Map(),
    smsCodes: new Map(),
    seq: {},
  }
  const seq = (table: string): number => {
    const id = (db.seq[table] ?? 0) + 1
    db.seq[table] = id
    return id
  }

  const buyable = db.goods.filter((g) => g.isBuy && g.stock > 0)
  for (const user of users) seedUserHistory(db, user, buyable, rng, seq)

  // Inspection reports (检验报告) for a third of the catalogue, one per batch.
  for (const g of db.goods) {
    if (g.id % 3 !== 0) continue
    const id = seq("reports")
    db.reports.push({
      id,
      goodsId: g.id,
      batch: g.batch,
      url: `/static/report/report-${id}.svg`,
      createdAt: seedTime - (g.id % 90) * DAY,
    })
  }
  // Winners of other companies for the draw's "latest winners" ticker.
  users.forEach((u, i) => {
    if (u.username === "demo" || u.username.endsWith("2")) return
    db.drawRecords.push({
      id: seq("drawRecords"),
      userId: u.id,
      drawId: 1,
      prizeId: (i % 3) + 1,
      createdAt: seedTime - (i + 1) * 3_600_000,
    })
    u.drawJoined = 1
  })
  for (const groupId of new Set(users.map((u) => u.groupId))) {
    db.businessScope.set(groupId, [
      "中成药",
      "化学药制剂",
      "抗生素制剂",
      "生化药品",
      "中药饮片",
      "第二类医疗器械",
      groupId === 2 ? "第三类医疗器械" : "保健食品",
    ])
  }
  seedCampaigns(db)
  seedMember(db)
  seedOrders(db)
  seedMessages(db)
  drawDocuments(db)
  return db
}

type Seq = (table: string) => number

function seedUserHistory(
  db: Db,
  user: User,
  buyable: Goods[],
  rng: ReturnType<typeof createRng>,
  seq: Seq,
): void {
  const t = db.seedTime
  const isHead = db.users.find((u) => u.groupId === user.groupId)?.id === user.id
  const addresses: Address[] = [0, 1].map((k) => ({
    id: seq("addresses"),
    userId: user.id,
    consignee: k === 0 ? user.name : "仓库收货员",
    phone: user.phone,
    province: "广东省",
    city: k === 0 ? "广州市" : "佛山市",
    district: k === 0 ? "天河区" : "南海区",
    address: STREETS[(user.id + k) % STREETS.length] ?? "天河路208号",
    isDefault: k === 0,
  }))
  db.addresses.push(...addresses)

  const orderCount = user.username === "demo" ? 14 : isHead ? 4 : 2
  const statuses = [0, 1, 2, 3, 3, 4, 3, 2, 1, 3, 0, 3, 4, 3]
  for (let i = 0; i < orderCount; i++) {
    const id = seq("orders")
    const at = t - (i * 4 + 1) * DAY + rng.int(8, 18) * 3_600_000
    const lines: OrderLine[] = []
    const count = rng.int(1, 4)
    for (let k = 0; k < count; k++) {
      const g = rng.pick(buyable)
      lines.push(orderLine(id * 100 + k + 1, g, Math.max(1, g.zbz) * rng.int(1, 3), g.price))
    }
    const goodsAmount = lines.reduce((s, l) => s + l.amount, 0)
    const shippingFee = goodsAmount >= 80000 ? 0 : 1000
    const status = statuses[i % statuses.length] ?? 3
    const address = addresses[0]
    const order: Order = {
      id,
      sn: orderSn(at, id),
      userId: user.id,
      status,
      createdAt: at,
      paidAt: status === 0 || status === 4 ? null : at + 600_000,
      payType: status === 0 || status === 4 ? "" : rng.pick(["余额支付", "微信支付", "对公转账"]),
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
        address: address?.address ?? "",
      },
      remark: "",
      isHm: lines.some((l) => db.goodsById.get(l.goodsId)?.isHm ?? false),
      afterSales: [],
    }
    const first = lines[0]
    if (status === 3 && i === 4 && first) {
      order.afterSales.push({
        id: seq("afterSales"),
        orderId: id,
        kind: 1,
        type: 0,
        status: 1,
        content: "包装破损",
        reply: "已同意退货，请寄回",
        createdAt: at + 5 * DAY,
        items: [{ lineId: first.id, number: 1 }],
        amount: first.price,
      })
    }
    if (status === 3 && i === 6) {
      order.afterSales.push({
        id: seq("afterSales"),
        orderId: id,
        kind: 2,
        type: 2,
        status: 0,
        content: "少发一盒，请核实",
        reply: "",
        createdAt: at + 6 * DAY,
        items: [],
        amount: 0,
      })
    }
    db.orders.push(order)
    if (status === 3) {
      db.invoices.push({
        id: seq("invoices"),
        userId: user.id,
        orderId: id,
        orderSn: order.sn,
        amount: order.payAmount,
        title: user.company,
        url: `/static/invoice/invoice-${id}.svg`,
        createdAt: at + 3 * DAY,
      })
    }
  }

  let money = user.money
  let points = user.points
  const moneyLog: LogEntry[] = []
  const pointsLog: LogEntry[] = []
  for (let i = 0; i < 8; i++) {
    const change = i % 3 === 0 ? 20000 : -rng.int(10, 300) * 100
    moneyLog.push({
      id: seq("moneyLog"),
      userId: user.id,
      change,
      balance: money,
      useType: change > 0 ? 1 : 2,
      remark: change > 0 ? "余额充值" : "订单支付",
      createdAt: t - (i * 5 + 2) * DAY,
    })
    money -= change
    const pChange = i % 4 === 0 ? -200 : rng.int(10, 120)
    pointsLog.push({
      id: seq("pointsLog"),
      userId: user.id,
      change: pChange,
      balance: points,
      useType: pChange > 0 ? 1 : 2,
      remark: pChange > 0 ? "购物赠送积分" : "积分兑换",
      createdAt: t - (i * 5 + 3) * DAY,
    })
    points -= pChange
  }
  db.moneyLog.push(...moneyLog)
  db.pointsLog.push(...pointsLog)

  for (let i = 0; i < 3; i++) {
    const coupon = db.coupons[i]
    if (!coupon) continue
    db.userCoupons.push({
      id: seq("userCoupons"),
      userId: user.id,
      couponId: coupon.id,
      status: i === 2 ? 1 : 0,
      // claimed in the day, not at midnight (its 优惠券到账提醒 bears this time)
      claimedAt: t - (i + 1) * DAY + (10 + i * 3) * 3_600_000,
    })
  }

  db.cashVouchers.push(
    {
      id: seq("cashVouchers"),
      userId: user.id,
      name: "新客现金券",
      amount: 5000,
      balance: 3000,
      endAt: t + 30 * DAY,
    },
    {
      id: seq("cashVouchers"),
      userId: user.id,
      name: "季度返利现金券",
      amount: 20000,
      balance: 0,
      endAt: t + 60 * DAY,
    },
    {
      id: seq("cashVouchers"),
      userId: user.id,
      name: "春节现金券",
      amount: 10000,
      balance: 10000,
      endAt: t - 5 * DAY,
    },
  )

  for (let i = 0; i < (user.username === "demo" ? 6 : 2); i++) {
    const g = buyable[(user.id * 31 + i * 19) % buyable.length]
    if (g) db.favourites.push({ userId: user.id, goodsId: g.id, createdAt: t - i * DAY })
  }

  db.purchaseRequests.push({
    id: seq("purchaseRequests"),
    userId: user.id,
    name: "注射用头孢曲松钠",
    sccj: "上海罗氏制药有限公司",
    ypgg: "1g*10支",
    number: 20,
    price: "",
    remark: "急需",
    status: 0,
    createdAt: t - 2 * DAY,
  })

  const docs = ["营业执照", "药品经营许可证", "GSP证书", "采购委托书", "采购人员身份证"]
  docs.forEach((name, i) => {
    const id = seq("qualifications")
    db.qualifications.push({
      id,
      userId: user.id,
      name,
      number: `${91440000 + user.id}MA${String(100000 + id)}`,
      image: `/static/zizhi/zizhi-${id}.svg`,
      expiresAt: t + (i === 2 ? 25 : 365 * (i + 1)) * DAY,
      status: user.isPassed === 1 ? 1 : i < 2 ? 1 : 0,
    })
  })
}
