/** The calls every shop page makes on a goods item: add to cart, favourite, unfavourite. */
import type * as CartLineInput from "@mall/core/CartLineInput"
import { FormBody } from "@mall/core/FormBody"
import * as Op from "@mall/core/generated/operations"
import { request } from "../api/client.ts"

/** POST /api/cart with the lines (parallel lists, core FormBody); the outcome, shown by the caller. */
export const addLines = (lines: ReadonlyArray<CartLineInput.CartLineInput>) =>
  request(Op.postCart, { body: FormBody.cartLines(lines) })

/** POST /api/favorite. */
export const favorite = (goodsId: number) =>
  request(Op.postFavorite, { body: { goods_ids: [goodsId] } })

/** POST /api/favorite/cancel. */
export const unfavorite = (goodsId: number) =>
  request(Op.postFavoriteCancel, { body: { goods_ids: [goodsId] } })
