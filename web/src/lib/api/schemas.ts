/** Payload types of the contract (generated from openapi.yaml), under short names. */
import type { components } from "@mall/core/generated/api"

type S = components["schemas"]

export type UserState = S["UserState"]
export type FocusCommon = S["FocusCommon"]
export type MenuEntry = S["MenuEntry"]
export type NavEntry = S["NavEntry"]
export type Ad = S["Ad"]
export type Brand = S["Brand"]
export type FooterHelpCategory = S["FooterHelpCategory"]
export type SearchSuggestion = S["SearchSuggestion"]
export type LuckyDraw = S["LuckyDraw"]
export type CartState = S["CartState"]
export type CartTotal = S["CartTotal"]
export type ContractStatus = S["ContractStatus"]
export type SessionInfo = S["SessionInfo"]
