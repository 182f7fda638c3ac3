/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { RegisterStep } from "../schema/RegisterStep.ts"

export const postRegisterDdStep1 = /*#__PURE__*/ operation(
  "POST",
  "/api/register/dd/step1",
  RegisterStep,
)
