/**
 * Delivery addresses: listed default first, added (the first is the default), changed and deleted
 * (the next one becomes the default); fields checked with core's address form, another company's
 * id answers 404.
 */
import * as Forms from "@mall/core/Forms"
import { invalidMany, notFound, ok } from "../http/envelope.ts"
import { msg } from "../domain/messages.ts"
import { presentAddress } from "../domain/present.ts"
import { nextId } from "../state/db.ts"
import type { Address } from "../state/types.ts"
import { flag, optString, requireUser } from "./input.ts"
import { route } from "./types.ts"
import type { Ctx, RouteDef } from "./types.ts"

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

export const addressRoutes: RouteDef[] = [
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
]
