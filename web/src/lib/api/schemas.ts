/**
 * Payload types of the contract, as the generated Schemas decode them (readonly): `Of<"Goods">`
 * is the decoded type of the component schema `Goods` of openapi.yaml. A few common ones have
 * short names.
 */
import type * as Op from "@mall/core/generated/operations"

type Ops = typeof Op

/** The decoded type of a component schema (or of an operation's `data`) of the contract. */
export type Of<K extends keyof Ops> = Ops[K] extends { readonly Type: infer T }
  ? T
  : Ops[K] extends { readonly data: { readonly Type: infer D } }
    ? D
    : never

export type UserState = Of<"UserState">
export type FocusCommon = Of<"FocusCommon">
export type MenuEntry = Of<"MenuEntry">
export type NavEntry = Of<"NavEntry">
export type Ad = Of<"Ad">
export type Brand = Of<"Brand">
export type FooterHelpCategory = Of<"FooterHelpCategory">
export type SearchSuggestion = Of<"SearchSuggestion">
export type LuckyDraw = Of<"LuckyDraw">
export type CartState = Of<"CartState">
export type CartTotal = Of<"CartTotal">
export type ContractStatus = Of<"ContractStatus">
export type SessionInfo = Of<"SessionInfo">
export type Goods = Of<"Goods">
export type GoodsDetail = Of<"GoodsDetail">
