/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Qualification } from "../schema/Qualification.ts"

export const getUserZizhi = /*#__PURE__*/ operation(
  "GET",
  "/api/user/zizhi",
  S.Array(Qualification),
)
