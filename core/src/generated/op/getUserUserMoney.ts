/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { UserMoney } from "../schema/UserMoney.ts"

export const getUserUserMoney = /*#__PURE__*/ operation("GET", "/api/user/user_money", UserMoney)
