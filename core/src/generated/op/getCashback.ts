/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Cashback } from "../schema/Cashback.ts"

export const getCashback = /*#__PURE__*/ operation("GET", "/api/cashback", Cashback)
