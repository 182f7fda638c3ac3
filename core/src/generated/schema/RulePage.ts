/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const RulePage = /*#__PURE__*/ S.Struct({ title: S.String, content: S.String })
