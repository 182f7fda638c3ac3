/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { FastBuyItemPage } from "../schema/FastBuyItemPage.ts"

export const getUserFastBuy = /*#__PURE__*/ operation("GET", "/api/user/fast_buy", FastBuyItemPage)
