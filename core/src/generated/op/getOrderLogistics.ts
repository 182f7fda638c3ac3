/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Logistics } from "../schema/Logistics.ts"

export const getOrderLogistics = /*#__PURE__*/ operation(
  "GET",
  "/api/order/{id}/logistics",
  Logistics,
)
