/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { SessionInfo } from "../schema/SessionInfo.ts"

export const postAuthLogin = /*#__PURE__*/ operation("POST", "/api/auth/login", SessionInfo)
