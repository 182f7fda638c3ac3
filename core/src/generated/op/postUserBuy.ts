/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Created } from "../schema/Created.ts"

export const postUserBuy = /*#__PURE__*/ operation("POST", "/api/user/buy", Created)
