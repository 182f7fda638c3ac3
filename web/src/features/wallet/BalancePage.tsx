/** 余额管理: the balance and its log by use type and date range (年-月-日 date fields). */
import * as BalanceLog from "@mall/core/BalanceLog"
import * as Messages from "@mall/core/Messages"
import * as Money from "@mall/core/Money"
import { useEffect, useId, useState } from "react"
import bar from "../../lib/kit/FilterBar.module.css"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { DateRange } from "../../lib/ui/DateField.tsx"
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
  const error = errors.start_time ?? errors.end_time
  return (
    <form
      className={bar.bar}
      aria-label={Messages.kit.dateRange}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const checked = checkRange(start, end)
        setErrors(checked.errors)
        if (Object.keys(checked.errors).length === 0) props.onSearch(checked.start, checked.end)
      }}
    >
      <span className={bar.label}>{Messages.kit.dateRange}</span>
      <DateRange
        startId={`${id}-s`}
        endId={`${id}-e`}
        start={start}
        end={end}
        onStart={setStart}
        onEnd={setEnd}
        startLabel={M.start}
        endLabel={M.end}
        invalid={error !== undefined}
        describedBy={error !== undefined ? `${id}-err` : undefined}
      />
      <Button type="submit" variant="primary">
        {M.search}
      </Button>
      <Button onClick={props.onReset}>{M.reset}</Button>
      {error !== undefined && (
        <p id={`${id}-err`} role="alert" className={bar.error}>
          {error}
        </p>
      )}
    </form>
  )
}

export function BalancePage() {
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
      <Card className={styles.summary}>
        <div className={styles.stat}>
          <span className={styles.label}>{M.current}</span>
          <span className={styles.big} data-testid="balance">
            {m === null ? "-" : Money.formatOr(m.user_money)}
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.label}>{M.frozen}</span>
          <span className={styles.value}>{m === null ? "-" : Money.formatOr(m.frozen_money)}</span>
        </div>
      </Card>
      <Card title={M.log}>
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
            { key: "remarks", header: M.remarks, cell: (e) => e.remarks || "-" },
          ]}
        />
      </Card>
    </div>
  )
}
