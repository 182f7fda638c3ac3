/**
 * 电子发票 (/zzfw/dzfp): search by order number and issue date; each invoice's download/view link
 * passes the URL policy (SafeLink): a refused address (e.g. `javascript:`, user info) is shown as
 * 链接不可用, never followed.
 */
import * as DateTime from "@mall/core/DateTime"
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { FilterBar } from "../../lib/kit/FilterBar.tsx"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Link } from "../../lib/ui/Link.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import * as Model from "./model.ts"

const W = Messages.orders

export function InvoicesPage() {
  const { values, change, hrefOf } = useListQuery(Model.listSpec)
  useEffect(() => Model.load(values), [values])
  return (
    <>
      <FilterBar
        label={W.search.invoiceForm}
        textLabel={W.orderSn}
        placeholder={W.orderSnPlaceholder}
        values={{ text: values.order_sn, start: values.start, end: values.end }}
        onSearch={(f) => change({ order_sn: f.text, start: f.start, end: f.end })}
      />
      <PagedTable
        resource={Model.invoices}
        empty={W.invoiceEmpty}
        hrefOf={(page) => hrefOf({ page })}
        caption={Messages.pageTitles.zzfw_dzfp}
        rowKey={(i) => i.id}
        rowTestId="invoice-row"
        columns={[
          {
            key: "sn",
            header: W.orderSn,
            cell: (i) => <Link to={`/order/info/${i.order_id}`}>{i.order_sn}</Link>,
          },
          { key: "no", header: W.invoiceNo, cell: (i) => Display.orDash(i.invoice_no) },
          { key: "title", header: W.invoiceTitle, cell: (i) => Display.orDash(i.title) },
          { key: "at", header: W.invoicedAt, cell: (i) => DateTime.display(i.created_at) },
          {
            key: "amount",
            header: W.invoiceAmount,
            end: true,
            cell: (i) => <Price raw={i.amount} />,
          },
          {
            key: "link",
            header: W.download,
            end: true,
            cell: (i) => (
              <SafeLink
                href={i.pdf_url}
                newTab
                aria-label={`${W.download} ${i.invoice_no}`}
                refused={<span>{W.unsafeLink}</span>}
              >
                {W.download}
              </SafeLink>
            ),
          },
        ]}
      />
    </>
  )
}
