/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { GoodsPage } from "./GoodsPage.ts"

export const Welfare = /*#__PURE__*/ S.Struct({
  id: S.Int,
  title: S.String,
  start_time: S.Int,
  end_time: S.Int,
  rate: S.Int,
  rule: S.String,
  goods: GoodsPage,
})
