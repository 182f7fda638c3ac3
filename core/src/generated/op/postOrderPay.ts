/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { PayInfo } from "../schema/PayInfo.ts"

export const postOrderPay = /*#__PURE__*/ operation("POST", "/api/order/{id}/pay", PayInfo)
