/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Empty } from "../schema/Empty.ts"

export const postUserFeedback = /*#__PURE__*/ operation("POST", "/api/user/feedback", Empty)
