/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Qualification } from "../schema/Qualification.ts"

export const postUserZizhiRenew = /*#__PURE__*/ operation(
  "POST",
  "/api/user/zizhi/{id}/renew",
  Qualification,
)
