/**
 * Member-area seed: the goods of the variety coupons, and every status the member pages show for
 * `demo` — an expired and an expiring licence, an expired coupon, purchase requests in each state with the mall's answer —
 * and the barcodes (条形码) of the catalogue for bulk purchase. The company without any history
 * (`fresh`) is seeded by campaigns.ts and shows the empty states.
 */
import { DAY_MS as DAY } from "@mall/core/DateTime"
import type { Db } from "../state/db.ts"
import type { Goods } from "../state/types.ts"

/** EAN-13 check digit of 12 digits. */
function ean13(twelve: string): string {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3)
  return twelve + String((10 - (sum % 10)) % 10)
}

/** The barcode of goods: a deterministic EAN-13 with the Chinese prefix 690 (6900000000017 for id 1). */
export function barcodeOf(goods: Pick<Goods, "id">): string {
  return ean13(`690${String(goods.id).padStart(9, "0")}`)
}

/**
 * The goods of the variety coupons (品种券, type 3): the one for 中药饮片 covers the herbal
 * pieces (zone zy), the one for devices (器械) the devices (zone qx). Only their amount counts
 * towards the coupon and may be reduced by it (contract Coupon.goods_ids).
 */
function seedVarietyCoupons(db: Db): void {
  const zoneOf: Record<string, Goods["category"]> = { 中药饮片: "zy", 器械: "qx" }
  for (const c of db.coupons) {
    if (c.type !== 3) continue
    const zone = Object.entries(zoneOf).find(([word]) => c.name.includes(word))?.[1]
    c.goodsIds =
      zone === undefined ? [] : db.goods.filter((g) => g.category === zone).map((g) => g.id)
  }
}

export function seedMember(db: Db): void {
  seedVarietyCoupons(db)
  const demo = db.users.find((u) => u.username === "demo")
  if (!demo) return
  const t = db.seedTime
  const seq = (table: string): number => {
    const id = (db.seq[table] ?? 0) + 1
    db.seq[table] = id
    return id
  }

  // Licences: the purchase authorisation (采购委托书) expired 10 days ago; GSP expires in 25 days.
  const authorisation = db.qualifications.find(
    (q) => q.userId === demo.id && q.name === "采购委托书",
  )
  if (authorisation) authorisation.expiresAt = t - 10 * DAY

  // Coupons: one expired (the others are usable or used already).
  const expired = db.coupons[3]
  if (expired)
    db.userCoupons.push({
      id: seq("userCoupons"),
      userId: demo.id,
      couponId: expired.id,
      status: 2,
      claimedAt: t - 40 * DAY,
    })

  // Purchase requests: the seeded pending one gets a phone; one arrived, one impossible.
  for (const p of db.purchaseRequests) if (p.userId === demo.id) p.phone = demo.phone
  db.purchaseRequests.push(
    {
      id: seq("purchaseRequests"),
      userId: demo.id,
      name: "蒲地蓝消炎片",
      sccj: "济川药业集团有限公司",
      ypgg: "0.3g*48片",
      number: 50,
      price: "",
      remark: "近效期勿发",
      status: 1,
      createdAt: t - 9 * DAY,
      phone: demo.phone,
      reply: "已到货，请在商城搜索“蒲地蓝消炎片”下单",
    },
    {
      id: seq("purchaseRequests"),
      userId: demo.id,
      name: "盐酸伪麻黄碱缓释胶囊",
      sccj: "中美天津史克制药有限公司",
      ypgg: "90mg*10粒",
      number: 10,
      price: "",
      remark: "",
      status: 2,
      createdAt: t - 15 * DAY,
      phone: demo.phone,
      reply: "厂家暂停供货，无法采购",
    },
  )
}
