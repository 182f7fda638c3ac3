/** 余额管理: the balance and its log by use type and date range. */
import * as BalanceLog from "@mall/core/BalanceLog"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { useEffect, useId, useState } from "react"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { balanceSpec, checkRange, money, moneyLog } from "./model.ts"
import styles from "./Wallet.module.css"

const M = Messages.member.balance

function RangeForm(props: {
  start: string
  end: string
  onSearch: (start: string, end: string) => void
  onReset: () => void
}) {
  const id = useId()
  const [start, setStart] = useState(props.start)
  const [end, setEnd] = useState(props.end)
  const [errors, setErrors] = useState<BalanceLog.FilterErrors>({})
  const change = ({ start: s, end: e }: { start: string; end: string }) => props.onSearch(s, e)
  return (
    <form
      className={styles.range}
      aria-label={Messages.kit.dateRange}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const found = checkRange(start, end)
        setErrors(found)
        if (Object.keys(found).length === 0) change({ start, end })
      }}
    >
      <label htmlFor={`${id}-s`}>{M.start}</label>
      <input
        id={`${id}-s`}
        type="date"
        value={start}
        aria-invalid={errors.start_time !== undefined}
        onChange={(e) => setStart(e.currentTarget.value)}
      />
      <label htmlFor={`${id}-e`}>{M.end}</label>
      <input
        id={`${id}-e`}
        type="date"
        value={end}
        aria-invalid={errors.end_time !== undefined}
        aria-describedby={errors.end_time !== undefined ? `${id}-err` : undefined}
        onChange={(e) => setEnd(e.currentTarget.value)}
      />
      <Button type="submit" variant="primary" size="sm">
        {M.search}
      </Button>
      <Button size="sm" onClick={props.onReset}>
        {M.reset}
      </Button>
      {(errors.start_time ?? errors.end_time) !== undefined && (
        <span id={`${id}-err`} role="alert" className={styles.error}>
          {errors.start_time ?? errors.end_time}
        </span>
      )}
    </form>
  )
}

export function BalancePage() {
  const id = useId()
  const { values, change, hrefOf } = useListQuery(balanceSpec)
  useEffect(() => {
    void money.load(null)
  }, [])
  useEffect(() => {
    void moneyLog.load(values)
  }, [values])
  const m = money.data.value
  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-label={M.current}>
        <div>
          <span className={styles.label}>{M.current}</span>
          <span className={styles.big} data-testid="balance">
            {m === null ? "–" : Money.formatOr(m.user_money)}
          </span>
        </div>
        <div>
          <span className={styles.label}>{M.frozen}</span>
          <span>{m === null ? "–" : Money.formatOr(m.frozen_money)}</span>
        </div>
      </section>
      <section className={styles.box} aria-labelledby={`${id}-log`}>
        <h2 id={`${id}-log`} className={styles.subheading}>
          {M.log}
        </h2>
        <StatusTabs
          label={M.type}
          tabs={BalanceLog.useTypes.map((t) => ({ value: String(t.value) as "0", label: t.label }))}
          current={values.type}
          hrefOf={(v) => hrefOf({ type: v })}
        />
        <RangeForm
          key={`${values.start}|${values.end}`}
          start={values.start}
          end={values.end}
          onSearch={(start, end) => change({ start, end })}
          onReset={() => change({ start: "", end: "", type: "0" })}
        />
        <PagedTable
          resource={moneyLog}
          empty={M.none}
          hrefOf={(p) => hrefOf({ page: p })}
          caption={M.log}
          rowKey={(e) => e.id}
          rowTestId="money-log"
          columns={[
            { key: "time", header: M.time, cell: (e) => e.created_at },
            { key: "type", header: M.type, cell: (e) => BalanceLog.typeLabel(e.use_type) },
            {
              key: "amount",
              header: M.amount,
              end: true,
              cell: (e) => BalanceLog.amountText(e),
            },
            {
              key: "balance",
              header: M.after,
              end: true,
              cell: (e) => Money.formatOr(e.balance),
            },
            { key: "remarks", header: M.remarks, cell: (e) => e.remarks },
          ]}
        />
      </section>
    </div>
  )
}
