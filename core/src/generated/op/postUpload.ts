/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Uploaded } from "../schema/Uploaded.ts"

export const postUpload = /*#__PURE__*/ operation("POST", "/api/upload", Uploaded)
