/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { NextHint } from "../schema/NextHint.ts"

export const postCartNextHint = /*#__PURE__*/ operation("POST", "/api/cart/next_hint", NextHint)
