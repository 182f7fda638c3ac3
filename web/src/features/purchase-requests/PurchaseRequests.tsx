/** 品种求购: the list, the new request form, the detail. */
import * as Messages from "@mall/core/Messages"
import * as PurchaseRequest from "@mall/core/PurchaseRequest"
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { FormView, TextAreaField, TextField } from "../../lib/kit/Form.tsx"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { user } from "../../lib/session/session.ts"
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
    <div className={styles.page}>
      <div>
        <Link to="/zzfw/pzqg/add" className={styles.primaryLink}>
          {M.add}
        </Link>
      </div>
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
          { key: "status", header: M.status, cell: (r) => PurchaseRequest.label(r.status) },
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
    </div>
  )
}

export function PurchaseRequestForm() {
  const phone = user.value?.phone
  useEffect(() => {
    if (phone !== undefined && form.values.peek().phone === "") form.setField("phone", phone)
  }, [phone])
  return (
    <div className={styles.box}>
      <FormView form={form} label={M.add} submitLabel={M.submit} onSubmit={() => void submit()}>
        <TextField form={form} name="name" label={M.name} required maxLength={100} />
        <TextField form={form} name="sccj" label={M.maker} required maxLength={100} />
        <TextField form={form} name="ypgg" label={M.spec} required maxLength={100} />
        <TextField form={form} name="number" label={M.quantity} required maxLength={5} />
        <TextField form={form} name="phone" label={M.phone} required type="tel" />
        <TextAreaField form={form} name="remarks" label={M.remarks} rows={3} maxLength={200} />
      </FormView>
    </div>
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
    return (
      <div className={styles.box}>
        <p>{M.notFound}</p>
        <Link to="/zzfw/pzqg">{M.back}</Link>
      </div>
    )
  if (r === null) return <div className={styles.box}>{Messages.common.loading}</div>
  return (
    <div className={styles.box}>
      <dl className={styles.detail} data-testid="purchase-detail">
        <dt>{M.name}</dt>
        <dd>{r.name}</dd>
        <dt>{M.maker}</dt>
        <dd>{r.sccj}</dd>
        <dt>{M.spec}</dt>
        <dd>{r.ypgg}</dd>
        <dt>{M.quantity}</dt>
        <dd>{r.number}</dd>
        <dt>{M.phone}</dt>
        <dd>{r.phone ?? ""}</dd>
        <dt>{M.remarks}</dt>
        <dd>{r.remarks ?? ""}</dd>
        <dt>{M.status}</dt>
        <dd>
          <StatusBadge tone={PurchaseRequest.tone(r.status)}>
            {PurchaseRequest.label(r.status)}
          </StatusBadge>
        </dd>
        <dt>{M.reply}</dt>
        <dd>{r.reply ?? ""}</dd>
        <dt>{M.time}</dt>
        <dd>{r.created_at}</dd>
      </dl>
      <Link to="/zzfw/pzqg">{M.back}</Link>
    </div>
  )
}
