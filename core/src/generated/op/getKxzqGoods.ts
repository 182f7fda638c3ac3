/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { KxzqGoods } from "../schema/KxzqGoods.ts"

export const getKxzqGoods = /*#__PURE__*/ operation("GET", "/api/kxzq/goods/{url}", KxzqGoods)
