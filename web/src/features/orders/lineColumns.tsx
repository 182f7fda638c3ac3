/**
 * The columns an order's goods and a return's lines share: unit price, quantity with its packing
 * unit and line amount, at the end of the row.
 */
import * as Messages from "@mall/core/Messages"
import type { Column } from "../../lib/kit/DataTable.tsx"
import { Price } from "../../lib/ui/Price.tsx"

type Priced = {
  readonly price: string
  readonly number: number
  readonly bzdw: string
  readonly amount: string
}

export function amountColumns<R extends Priced>(): ReadonlyArray<Column<R>> {
  const W = Messages.orders
  return [
    { key: "price", header: W.unitPrice, end: true, cell: (g) => <Price raw={g.price} /> },
    {
      key: "number",
      header: W.quantity,
      end: true,
      cell: (g) => Messages.common.withUnit(g.number, g.bzdw),
    },
    { key: "amount", header: W.lineAmount, end: true, cell: (g) => <Price raw={g.amount} /> },
  ]
}
