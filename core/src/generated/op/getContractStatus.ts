/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { ContractStatus } from "../schema/ContractStatus.ts"

export const getContractStatus = /*#__PURE__*/ operation(
  "GET",
  "/api/contract/status",
  ContractStatus,
)
