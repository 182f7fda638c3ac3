/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { KxzqInfo } from "../schema/KxzqInfo.ts"

export const getKxzq = /*#__PURE__*/ operation("GET", "/api/kxzq", KxzqInfo)
