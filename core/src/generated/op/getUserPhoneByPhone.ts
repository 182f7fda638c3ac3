/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { PhoneCheck } from "../schema/PhoneCheck.ts"

export const getUserPhoneByPhone = /*#__PURE__*/ operation(
  "GET",
  "/api/user/phone/{phone}",
  PhoneCheck,
)
