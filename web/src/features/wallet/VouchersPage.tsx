/** 现金券: the cash vouchers by status, with face value, balance and expiry. */
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { useEffect } from "react"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { voucherSpec, vouchers } from "./model.ts"

const M = Messages.member.voucher

export function VouchersPage() {
  const { values, hrefOf } = useListQuery(voucherSpec)
  useEffect(() => {
    void vouchers.load(values)
  }, [values])
  return (
    <>
      <StatusTabs
        label={M.heading}
        tabs={M.tabs.map((label, i) => ({ value: String(i) as "0", label }))}
        current={values.status}
        hrefOf={(v) => hrefOf({ status: v })}
      />
      <PagedTable
        resource={vouchers}
        empty={M.none}
        skeletonRows={4}
        hrefOf={(p) => hrefOf({ page: p })}
        caption={M.heading}
        rowKey={(v) => v.id}
        rowTestId="voucher"
        columns={[
          { key: "name", header: M.name, cell: (v) => v.name },
          {
            key: "amount",
            header: M.amount,
            end: true,
            cell: (v) => Money.formatOr(v.amount),
          },
          {
            key: "balance",
            header: M.balance,
            end: true,
            cell: (v) => Money.formatOr(v.balance),
          },
          { key: "end", header: M.expires, cell: (v) => v.end_time || "-" },
        ]}
      />
    </>
  )
}
