/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Goods } from "./Goods.ts"

export const Spike = /*#__PURE__*/ S.Struct({
  id: S.Int,
  title: S.String,
  start_time: S.Int,
  end_time: S.Int,
  goods: S.Array(Goods),
})
