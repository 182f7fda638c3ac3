/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { ResetToken } from "../schema/ResetToken.ts"

export const postPasswordVerify = /*#__PURE__*/ operation(
  "POST",
  "/api/password/verify",
  ResetToken,
)
