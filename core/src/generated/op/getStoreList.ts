/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Store } from "../schema/Store.ts"

export const getStoreList = /*#__PURE__*/ operation("GET", "/api/store", S.Array(Store))
