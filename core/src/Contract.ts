/**
 * The contract's data as core's rules take it: the decoded type of each Schema generated from
 * openapi.yaml (`generated/operations.ts`), named once. `Of<"Goods">` is the type the Schema of
 * the component schema `Goods` decodes to (readonly); the common ones have short names. A rule
 * names the fields it reads from one of these (`Pick<Contract.Goods, "base_price" | "number">`),
 * so a field renamed or retyped in the contract fails the type check of every rule that reads it,
 * and web hands a rule the decoded answer as it is. Types only: nothing here exists at run time.
 */
import type * as Op from "./generated/operations.ts"

type Ops = typeof Op

/** The decoded type of a component schema (or of an operation's `data`) of the contract. */
export type Of<K extends keyof Ops> = Ops[K] extends { readonly Type: infer T }
  ? T
  : Ops[K] extends { readonly data: { readonly Type: infer D } }
    ? D
    : never

export type Goods = Of<"Goods">
export type CartLine = Of<"CartLine">
export type CartState = Of<"CartState">
export type Manjian = Of<"Manjian">
export type Combination = Of<"Combination">
export type Coupon = Of<"Coupon">
export type CashbackTier = Of<"CashbackTier">
export type Qualification = Of<"Qualification">
export type MoneyLog = Of<"MoneyLog">
export type UserState = Of<"UserState">
export type PurchaseRequest = Of<"PurchaseRequest">
export type SearchSuggestion = Of<"SearchSuggestion">
export type LuckyDraw = Of<"LuckyDraw">
