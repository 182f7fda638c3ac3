/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { BusinessScope } from "../schema/BusinessScope.ts"

export const getUserJyfw = /*#__PURE__*/ operation("GET", "/api/user/jyfw", S.Array(BusinessScope))
