/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { SearchSuggestion } from "../schema/SearchSuggestion.ts"

export const getGoodsSearch = /*#__PURE__*/ operation(
  "GET",
  "/api/goods/search",
  S.Array(SearchSuggestion),
)
