/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { Address } from "../schema/Address.ts"

export const getAddressList = /*#__PURE__*/ operation("GET", "/api/address", S.Array(Address))
