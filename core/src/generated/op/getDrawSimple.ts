/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { LuckyDraw } from "../schema/LuckyDraw.ts"

export const getDrawSimple = /*#__PURE__*/ operation("GET", "/api/draw/simple", LuckyDraw)
