/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { HmddReceiptPage } from "../schema/HmddReceiptPage.ts"

export const getHmddList = /*#__PURE__*/ operation("GET", "/api/hmdd", HmddReceiptPage)
