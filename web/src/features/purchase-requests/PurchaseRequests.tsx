/** 品种求购: the list (新增求购 in the page's title row), the new request form, the detail. */
import * as Messages from "@mall/core/Messages"
import * as PurchaseRequest from "@mall/core/PurchaseRequest"
import { useEffect, type ReactNode } from "react"
import { useSearchParams } from "react-router-dom"
import { FormView, TextAreaField, TextField } from "../../lib/kit/Form.tsx"
import { MissingNotice } from "../../lib/kit/MissingNotice.tsx"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { user } from "../../lib/session/session.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { detail, form, idOf, list, spec, submit } from "./model.ts"
import styles from "./PurchaseRequests.module.css"

const M = Messages.member.purchase

export function PurchaseRequestList() {
  const { values, hrefOf } = useListQuery(spec)
  useEffect(() => {
    void list.load(values)
  }, [values])
  return (
    <PagedTable
      resource={list}
      empty={M.none}
      hrefOf={(p) => hrefOf({ page: p })}
      caption={M.heading}
      rowKey={(r) => r.id}
      rowTestId="purchase-request"
      columns={[
        { key: "name", header: M.name, cell: (r) => r.name },
        { key: "maker", header: M.maker, cell: (r) => r.sccj },
        { key: "spec", header: M.spec, cell: (r) => r.ypgg },
        { key: "number", header: M.quantity, end: true, cell: (r) => r.number },
        {
          key: "status",
          header: M.status,
          cell: (r) => (
            <StatusBadge tone={PurchaseRequest.tone(r.status)}>
              {PurchaseRequest.label(r.status)}
            </StatusBadge>
          ),
        },
        { key: "time", header: M.time, cell: (r) => r.created_at },
        {
          key: "detail",
          header: Messages.common.actions,
          end: true,
          cell: (r) => (
            <Link
              to={`/zzfw/pzqg/info?id=${r.id}`}
              aria-label={`${M.detail} ${r.name} ${r.created_at}`}
            >
              {M.detail}
            </Link>
          ),
        },
      ]}
    />
  )
}

export function PurchaseRequestForm() {
  const phone = user.value?.phone
  useEffect(() => {
    if (phone !== undefined && form.values.peek().phone === "") form.setField("phone", phone)
  }, [phone])
  return (
    <FormView form={form} label={M.add} submitLabel={M.submit} onSubmit={() => void submit()}>
      <TextField form={form} name="name" label={M.name} required maxLength={100} />
      <TextField form={form} name="sccj" label={M.maker} required maxLength={100} />
      <TextField form={form} name="ypgg" label={M.spec} required maxLength={100} />
      <TextField form={form} name="number" label={M.quantity} required maxLength={5} />
      <TextField form={form} name="phone" label={M.phone} required type="tel" />
      <TextAreaField form={form} name="remarks" label={M.remarks} rows={3} maxLength={200} />
    </FormView>
  )
}

export function PurchaseRequestDetail() {
  const [search] = useSearchParams()
  const id = idOf(search.get("id"))
  useEffect(() => {
    if (id === null) detail.reset()
    else void detail.load(id)
  }, [id])
  const r = detail.data.value
  const st = detail.status.value
  if (id === null || (st === "failed" && r === null))
    return <MissingNotice text={M.notFound} back="/zzfw/pzqg" backText={M.back} />
  if (r === null)
    return (
      <p className={styles.loading} aria-busy="true">
        {Messages.common.loading}
      </p>
    )
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    [M.name, r.name],
    [M.maker, r.sccj],
    [M.spec, r.ypgg],
    [M.quantity, r.number],
    [M.phone, r.phone || "-"],
    [M.remarks, r.remarks || "-"],
    [
      M.status,
      <StatusBadge key="status" tone={PurchaseRequest.tone(r.status)}>
        {PurchaseRequest.label(r.status)}
      </StatusBadge>,
    ],
    [M.reply, r.reply || "-"],
    [M.time, r.created_at],
  ]
  return (
    <div className={styles.detail}>
      <dl className={styles.facts} data-testid="purchase-detail">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <ButtonLink to="/zzfw/pzqg">{M.back}</ButtonLink>
      </div>
    </div>
  )
}

/** 新增求购, at the end of the list's title row. */
export function AddPurchaseRequest() {
  return (
    <ButtonLink to="/zzfw/pzqg/add" variant="primary">
      {M.add}
    </ButtonLink>
  )
}
