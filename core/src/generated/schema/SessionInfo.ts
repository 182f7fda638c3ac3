/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const SessionInfo = /*#__PURE__*/ S.Struct({ username: S.String, company: S.String })
