/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { Money } from "./Money.ts"

export const Manjian = /*#__PURE__*/ S.Struct({
  amount: Money,
  reduce: Money,
  status: S.Literals([0, 1]),
  title: S.optionalKey(S.String),
})
