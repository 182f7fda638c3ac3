/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { WechatCode } from "../schema/WechatCode.ts"

export const postUserCreateCode = /*#__PURE__*/ operation(
  "POST",
  "/api/user/create_code",
  WechatCode,
)
