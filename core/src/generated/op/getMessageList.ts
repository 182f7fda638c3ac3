/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { MessagePage } from "../schema/MessagePage.ts"

export const getMessageList = /*#__PURE__*/ operation("GET", "/api/message", MessagePage)
