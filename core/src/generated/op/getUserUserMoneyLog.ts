/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { MoneyLogPage } from "../schema/MoneyLogPage.ts"

export const getUserUserMoneyLog = /*#__PURE__*/ operation(
  "GET",
  "/api/user/user_money_log",
  MoneyLogPage,
)
