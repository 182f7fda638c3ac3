/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { CartLine } from "../schema/CartLine.ts"

export const postCartEdit = /*#__PURE__*/ operation("POST", "/api/cart/{id}/edit", CartLine)
