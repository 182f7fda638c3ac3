/**
 * A purchase request's state (品种求购: 0 待处理, 1 已到货, 2 无法采购): its word and the colour of
 * its badge. A state the server adds later reads as 待处理 in the neutral colour, never blank.
 */
import type * as Contract from "./Contract.ts"
import * as Messages from "./Messages.ts"

export type Status = 0 | 1 | 2
export const PENDING: Status = 0
export const ARRIVED: Status = 1
export const REFUSED: Status = 2

/** A request's status (`Contract.PurchaseRequest`); a status not listed here reads as pending. */
export const parse = (x: Contract.PurchaseRequest["status"]): Status =>
  x === 1 || x === 2 ? x : PENDING

/** The word of a status. */
export const label = (x: Contract.PurchaseRequest["status"]): string =>
  Messages.member.purchase.statuses[parse(x)] ?? ""

export type Tone = "info" | "success" | "danger"
const TONES: Readonly<Record<Status, Tone>> = { 0: "info", 1: "success", 2: "danger" }

/** The colour family of a status badge: arrived green, refused red, pending neutral. */
export const tone = (x: Contract.PurchaseRequest["status"]): Tone => TONES[parse(x)]
