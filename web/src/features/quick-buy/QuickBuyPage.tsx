/**
 * 快速采购: goods bought before (sortable, quantities in place, many to the cart at once) and 批量采购,
 * each a card of the design system; the goods in the one table look.
 */
import * as Messages from "@mall/core/Messages"
import * as Quantity from "@mall/core/Quantity"
import { useEffect } from "react"
import { PagedList } from "../../lib/kit/PagedList.tsx"
import { StatusTabs } from "../../lib/kit/StatusTabs.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Checkbox } from "../../lib/ui/Field.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { NumberStepper } from "../../lib/ui/NumberStepper.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import table from "../../lib/ui/Table.module.css"
import { BulkPurchase } from "./BulkPurchase.tsx"
import {
  addChecked,
  adding,
  checked,
  limitsOf,
  list,
  packNotice,
  priceOf,
  problems,
  quantityOf,
  setQuantity,
  spec,
  stepQuantity,
  toggle,
  toggleAll,
  type Item,
} from "./model.ts"
import styles from "./QuickBuy.module.css"

const M = Messages.member.quick
const BOUGHT_HEADING = "quick-bought"

/** A row's quantity: the stepper by its pack, its unit, and what will be added or why not. */
function QuantityCell({ g }: { g: Item }) {
  const text = quantityOf(g)
  const current = Quantity.read(text)
  const limits = limitsOf(g)
  const problem = problems.value.get(g.id)
  const notice = packNotice(g)
  const noteId = `quick-note-${g.id}`
  return (
    <div className={styles.quantity}>
      <span className={styles.stepper}>
        <NumberStepper
          value={text}
          onChange={(value) => setQuantity(g, value)}
          onStep={(direction) => stepQuantity(g, direction)}
          canDown={Quantity.canStep(limits, current, "down")}
          canUp={Quantity.canStep(limits, current, "up")}
          label={Messages.common.quantityOf(g.name)}
          decreaseLabel={Messages.common.decrease(g.name)}
          increaseLabel={Messages.common.increase(g.name)}
          invalid={problem !== undefined}
          describedBy={problem !== undefined || notice !== null ? noteId : undefined}
        />
        <span>{g.bzdw}</span>
      </span>
      {problem !== undefined ? (
        <span id={noteId} role="alert" className={styles.reason}>
          {problem}
        </span>
      ) : (
        notice !== null && (
          <Notice tone="warning" role="status" id={noteId} className={styles.packNotice}>
            {notice}
          </Notice>
        )
      )}
    </div>
  )
}

function BoughtTable({ records }: { records: ReadonlyArray<Item> }) {
  const all = records.length > 0 && records.every((g) => checked.value.has(g.id))
  return (
    <table className={`${table.table} ${styles.table}`} aria-labelledby={BOUGHT_HEADING}>
      <thead>
        <tr>
          <th scope="col" className={styles.check}>
            <Checkbox aria-label={M.selectAll} checked={all} onChange={() => toggleAll(records)} />
          </th>
          <th scope="col">{Messages.common.goodsInfo}</th>
          <th scope="col" className={table.end}>
            {Messages.common.unitPrice}
          </th>
          <th scope="col" className={table.end}>
            {M.buyCount}
          </th>
          <th scope="col">{M.lastBuy}</th>
          <th scope="col">{Messages.common.quantity}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((g) => (
          <tr key={g.id} data-testid="fast-buy">
            <td className={styles.check}>
              <Checkbox
                aria-label={`${M.select} ${g.name}`}
                checked={checked.value.has(g.id)}
                onChange={() => toggle(g)}
              />
            </td>
            <td>
              <Link to={`/list/info/${g.id}`} className={styles.name}>
                {g.name}
              </Link>
              <div className={styles.hint}>
                {g.ypgg} {g.sccj}
              </div>
            </td>
            <td className={table.end}>
              <Price amount={priceOf(g)} />
            </td>
            <td className={`${table.end} ${table.numeric}`}>{g.buy_count}</td>
            <td className={table.numeric}>{g.last_buy_time}</td>
            <td>
              <QuantityCell g={g} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function QuickBuyPage() {
  const { values, hrefOf } = useListQuery(spec)
  useEffect(() => {
    void list.load(values)
  }, [values])
  return (
    <div className={styles.page}>
      <Card title={M.tabBought} headingId={BOUGHT_HEADING}>
        <StatusTabs
          label={M.tabBought}
          tabs={[
            { value: "last_buy_time", label: M.sortLast },
            { value: "buy_count", label: M.sortCount },
          ]}
          current={values.order}
          hrefOf={(v) => hrefOf({ order: v })}
        />
        <PagedList resource={list} empty={M.none} hrefOf={(p) => hrefOf({ page: p })}>
          {(records) => (
            <>
              <BoughtTable records={records} />
              <div className={styles.actions}>
                <span>{M.selected(checked.value.size)}</span>
                <Button variant="primary" busy={adding.value} onClick={() => void addChecked()}>
                  {M.addSelected}
                </Button>
              </div>
            </>
          )}
        </PagedList>
      </Card>
      <BulkPurchase />
    </div>
  )
}
