/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"

export const RegisterStep = /*#__PURE__*/ S.Struct({ register_token: S.String, next_step: S.Int })
