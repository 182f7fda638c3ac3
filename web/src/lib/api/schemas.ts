/**
 * Payload types of the contract, as the generated Schemas decode them (readonly): `Of<"Goods">`
 * is the decoded type of the component schema `Goods` of openapi.yaml (core `Contract`, the types
 * core's rules take). A few common ones have short names.
 */
import type { Of } from "@mall/core/Contract"

export type { Of }

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
