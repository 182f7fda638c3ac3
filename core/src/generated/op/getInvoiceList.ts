/**
 * Generated from openapi.yaml by scripts/gen-operations.mjs (`npm run gen:api`): do not edit.
 */

import { Schema as S } from "effect"
import { operation } from "../../Operation.ts"
import { InvoicePage } from "../schema/InvoicePage.ts"

export const getInvoiceList = /*#__PURE__*/ operation("GET", "/api/invoice", InvoicePage)
