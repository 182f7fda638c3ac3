/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { UserState } from "../schema/UserState.ts"

export const getUserBase = /*#__PURE__*/ operation("GET", "/api/user/base", UserState)
