/**
 * A company's licences (资质) and business scopes: the scopes it holds among all the mall knows,
 * its licences with their state (expired by core Licence, else the review's), and renewing one
 * with an uploaded picture of its own and a later expiry date (another company's id is a 404).
 */
import * as Licence from "@mall/core/Licence"
import * as Messages from "@mall/core/Messages"
import { invalid, notFound, ok } from "../http/envelope.ts"
import { bit } from "../domain/present.ts"
import { day, formatDate, parseDate } from "@mall/core/DateTime"
import type { Qualification } from "../state/db.ts"
import { optString, requireUser } from "./input.ts"
import { ownedUpload } from "./upload.ts"
import { route } from "./types.ts"
import type { RouteDef } from "./types.ts"

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

const licenceMsg = {
  licenceNotFound: "证件不存在",
  licenceSubmitted: "已提交审核",
  imageRequired: "请先上传证件图片",
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

export const licenceRoutes: RouteDef[] = [
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

  route("POST", "/api/user/zizhi/{id}/renew", true, (ctx) => {
    const user = requireUser(ctx)
    const q = ctx.db.qualifications.find(
      (x) => x.id === Number(ctx.params.id) && x.userId === user.id,
    )
    if (!q) throw notFound(licenceMsg.licenceNotFound)
    const image = optString(ctx, "image").trim()
    if (ownedUpload(ctx.db, user, image, ["licence"]) === null)
      throw invalid("image", licenceMsg.imageRequired)
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
    return ok(presentQualification(q, ctx.now), licenceMsg.licenceSubmitted)
  }),
]
