/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { NavEntry } from "../schema/NavEntry.ts"

export const getGlobalLinks = /*#__PURE__*/ operation("GET", "/api/global/links", S.Array(NavEntry))
