/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const Envelope = /*#__PURE__*/ S.Struct({ code: S.Int, message: S.String, data: S.Unknown })
