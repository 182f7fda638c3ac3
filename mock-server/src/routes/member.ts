/**
 * Member-area calls beyond the spec: switching the current store, renewing a licence,
 * a purchase request's detail, and bulk-purchase matching. Another company's ids answer 404 and
 * change nothing.
 */
import * as BulkIndex from "@mall/core/BulkIndex"
import { day, formatDate, formatDateTime, parseDate } from "@mall/core/DateTime"
import * as Licence from "@mall/core/Licence"
import * as Messages from "@mall/core/Messages"
import { invalid, notFound, ok } from "../http/envelope.ts"
import { barcodeOf } from "../data/member-seed.ts"
import { bit, presentGoods } from "../domain/present.ts"
import type { Db } from "../state/db.ts"
import type { Goods, PurchaseRequest } from "../state/types.ts"
import type { Qualification } from "../state/db.ts"
import { optInt, optString, requireUser, value } from "./input.ts"
import { ownedUpload } from "./upload.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

export const memberMsg = {
  storeSwitched: "已切换门店",
  storeNotFound: "门店不存在",
  licenceNotFound: "证件不存在",
  licenceSubmitted: "已提交审核",
  imageRequired: "请先上传证件图片",
  requestNotFound: Messages.member.purchase.notFound,
  listLengths: "每行的关键词、生产厂家与规格数量须一致",
  keywordRequired: "请至少填写一行",
} as const

/** A licence as the contract shows it: 2 when expired (core Licence), else its review state. */
export function presentQualification(q: Qualification, now: number) {
  const expireDate = formatDate(q.expiresAt)
  return {
    id: q.id,
    name: q.name,
    number: q.number,
    image: q.image,
    expire_date: expireDate,
    status: Licence.state(expireDate, now)._tag === "Expired" ? 2 : q.status === 1 ? 1 : 0,
  }
}

export function presentPurchaseRequest(p: PurchaseRequest) {
  return {
    id: p.id,
    name: p.name,
    sccj: p.sccj,
    ypgg: p.ypgg,
    number: p.number,
    phone: p.phone ?? "",
    remarks: p.remark,
    reply: p.reply ?? "",
    status: p.status,
    created_at: formatDateTime(p.createdAt),
  }
}

const indexes = new WeakMap<readonly Goods[], BulkIndex.Index>()

/** The bulk-purchase index of the catalogue (built once per seed). */
function indexOf(db: Db): BulkIndex.Index {
  const cached = indexes.get(db.goods)
  if (cached) return cached
  const index = BulkIndex.build(
    db.goods.map((g) => ({
      id: g.id,
      name: g.name,
      initials: g.initials,
      mnemonic: g.mnemonic,
      pzwh: g.pzwh,
      barcode: barcodeOf(g),
      sccj: g.sccj,
      ypgg: g.ypgg,
    })),
  )
  indexes.set(db.goods, index)
  return index
}

function stringList(ctx: Ctx, name: string): string[] {
  const v = value(ctx, name)
  if (v === undefined || v === null) return []
  const list: unknown[] = Array.isArray(v) ? v : [v]
  return list.map((x) =>
    typeof x === "string" ? x : x === null || x === undefined ? "" : String(x),
  )
}

export const memberRoutes: RouteDef[] = [
  route("POST", "/api/store/switch", true, (ctx) => {
    const user = requireUser(ctx)
    const id = optInt(ctx, "user_id", 0, "门店")
    const target = ctx.db.users.find((u) => u.id === id && u.groupId === user.groupId)
    if (!target) throw notFound(memberMsg.storeNotFound)
    if (ctx.session) ctx.session.userId = target.id
    return ok(
      {
        user_id: target.id,
        company: target.company,
        name: target.name,
        phone: target.phone,
        is_current: bit(true),
      },
      memberMsg.storeSwitched,
    )
  }),

  route("POST", "/api/user/zizhi/{id}/renew", true, (ctx) => {
    const user = requireUser(ctx)
    const q = ctx.db.qualifications.find(
      (x) => x.id === Number(ctx.params.id) && x.userId === user.id,
    )
    if (!q) throw notFound(memberMsg.licenceNotFound)
    const image = optString(ctx, "image").trim()
    if (ownedUpload(ctx.db, user, image, ["licence"]) === null)
      throw invalid("image", memberMsg.imageRequired)
    const date = optString(ctx, "expire_date").trim()
    const expires = parseDate(date)
    if (expires === null) throw invalid("expire_date", Messages.member.licence.dateRequired)
    if (day(expires) <= day(ctx.now))
      throw invalid("expire_date", Messages.member.licence.dateInvalid)
    const number = optString(ctx, "number").trim()
    q.image = image
    q.expiresAt = expires
    q.status = 0
    if (number !== "") q.number = number
    return ok(presentQualification(q, ctx.now), memberMsg.licenceSubmitted)
  }),

  route("GET", "/api/user/buy/{id}", true, (ctx) => {
    const user = requireUser(ctx)
    const p = ctx.db.purchaseRequests.find(
      (x) => x.id === Number(ctx.params.id) && x.userId === user.id,
    )
    if (!p) throw notFound(memberMsg.requestNotFound)
    return ok(presentPurchaseRequest(p))
  }),

  route("POST", "/api/goods/match", true, (ctx) => {
    const user = requireUser(ctx)
    const keywords = stringList(ctx, "keyword")
    const makers = stringList(ctx, "sccj")
    const specs = stringList(ctx, "ypgg")
    if (keywords.length === 0) throw invalid("keyword", memberMsg.keywordRequired)
    if (makers.length > 0 && makers.length !== keywords.length)
      throw invalid("sccj", memberMsg.listLengths)
    if (specs.length > 0 && specs.length !== keywords.length)
      throw invalid("ypgg", memberMsg.listLengths)
    const index = indexOf(ctx.db)
    const seen = new Set<number>()
    const goods: Array<ReturnType<typeof presentGoods> & { barcode: string }> = []
    const rows = keywords.map((keyword, i) => {
      const c = BulkIndex.candidates(index, {
        keyword,
        maker: makers[i] ?? "",
        spec: specs[i] ?? "",
      })
      for (const id of c.ids) {
        if (seen.has(id)) continue
        seen.add(id)
        const g = ctx.db.goodsById.get(id)
        if (g) goods.push({ ...presentGoods(ctx.db, g, user), barcode: barcodeOf(g) })
      }
      return { keyword, match_by: c.by ?? "none", goods_ids: [...c.ids], total: c.total }
    })
    return ok({ rows, goods })
  }),
]
