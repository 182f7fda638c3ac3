/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Yyh } from "../schema/Yyh.ts"

export const getYyh = /*#__PURE__*/ operation("GET", "/api/yyh", Yyh)
