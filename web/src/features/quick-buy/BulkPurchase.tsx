/**
 * 批量采购: paste a list or choose an .xlsx/CSV file, see each row matched, add the matched rows at
 * once. The candidates of a row matched to several goods are named with spec, maker, price and
 * stock (core `BulkPurchase.choiceLabel`); a quantity rounded up to the pack is said in a notice
 * beside it, and above the table how many rows were rounded.
 */
import * as BulkPurchaseRules from "@mall/core/BulkPurchase"
import * as Messages from "@mall/core/Messages"
import { useId } from "react"
import { useWindowRows } from "../../lib/kit/useWindowRows.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Field, FormGrid, FormRow } from "../../lib/ui/Field.tsx"
import { Select, TextArea } from "../../lib/ui/Input.tsx"
import { FileField } from "../../lib/ui/FileField.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import table from "../../lib/ui/Table.module.css"
import {
  addAll,
  choices,
  choose,
  clear,
  fileName,
  lines,
  matchFile,
  matchText,
  notice,
  rows,
  status,
  summary,
  text,
  type Row,
} from "./bulk.ts"
import styles from "./QuickBuy.module.css"

const M = Messages.member.bulk

function goodsLabel(g: { name?: unknown; sccj?: unknown; ypgg?: unknown }): string {
  return [g.name, g.ypgg, g.sccj].filter((x) => typeof x === "string" && x !== "").join(" ")
}

function ResultCell({ row }: { row: Row }) {
  switch (row._tag) {
    case "Matched":
      return (
        <>
          <Link to={`/list/info/${row.goods.id}`}>{goodsLabel(row.goods)}</Link>
          <div className={styles.hint}>{M.matchedBy(BulkPurchaseRules.byLabel(row.by))}</div>
        </>
      )
    case "Ambiguous":
      return (
        <div className={styles.choice}>
          <span>{row.message}</span>
          <Select
            size="sm"
            aria-label={`${M.choose} ${row.row.key}`}
            prompt={M.choose}
            value={String(choices.value.get(row.row.line) ?? "")}
            onChange={(e) => choose(row.row.line, Number(e.currentTarget.value))}
            options={row.choices.map((g) => ({
              value: String(g.id),
              label: BulkPurchaseRules.choiceLabel(g, row.row.quantity),
            }))}
          />
        </div>
      )
    case "Unmatched":
      return (
        <>
          {row.goods !== null && <div>{goodsLabel(row.goods)}</div>}
          <div className={styles.reason}>{row.reason}</div>
        </>
      )
    case "Merged":
      return (
        <>
          <div>{goodsLabel(row.goods)}</div>
          <div className={styles.hint}>{M.mergedInto(row.intoLine)}</div>
        </>
      )
  }
}

/** The quantity to add; one rounded up to the pack says so in a notice the buyer cannot miss. */
function QuantityCell({ row }: { row: Row }) {
  if (row._tag !== "Matched") return <>{row.row.quantityText}</>
  const unit = typeof row.goods.bzdw === "string" ? row.goods.bzdw : ""
  return (
    <div className={styles.quantity}>
      <strong>{Messages.common.withUnit(row.number, unit)}</strong>
      {row.adjusted !== null && (
        <Notice tone="warning" className={styles.packNotice}>
          {row.adjusted}（{M.typed(row.row.quantityText)}）
        </Notice>
      )}
    </div>
  )
}

/** One row of the table; measured by the virtualiser (rows with a choice or a notice are taller). */
function BulkRow({ row }: { row: Row }) {
  return (
    <>
      <td className={table.numeric}>{row.row.line}</td>
      <td>{row.row.key}</td>
      <td>
        <QuantityCell row={row} />
      </td>
      <td>
        <ResultCell row={row} />
      </td>
      <td>
        <span className={styles[`state${row._tag}`]}>{STATE[row._tag]}</span>
      </td>
    </>
  )
}

/** Estimated height of a row before it is measured (a matched row: name and how it matched). */
const ROW_HEIGHT = 52

/**
 * Every row of the list in one table, windowed: only the rows in view (and a few around them)
 * exist in the page, spacer rows keep the table's full height, and `aria-rowcount` /
 * `aria-rowindex` tell assistive technology where each row sits, so 500 rows show at once.
 */
function BulkRows({ list, labelledBy }: { list: ReadonlyArray<Row>; labelledBy: string }) {
  const {
    ref: tableRef,
    offset,
    virtualizer,
  } = useWindowRows<HTMLTableElement>({
    count: list.length,
    rowHeight: ROW_HEIGHT,
    overscan: 8,
    keyOf: (i) => list[i]?.row.line ?? i,
    measured: true,
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items[items.length - 1]
  const before = first === undefined ? 0 : first.start - offset
  const after = last === undefined ? 0 : virtualizer.getTotalSize() - (last.end - offset)
  return (
    <table
      ref={tableRef}
      className={`${table.table} ${styles.table} ${styles.bulkTable}`}
      data-testid="bulk-rows"
      aria-rowcount={list.length + 1}
      aria-labelledby={labelledBy}
    >
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col">{M.line}</th>
          <th scope="col">{M.input}</th>
          <th scope="col">{M.quantity}</th>
          <th scope="col">{M.result}</th>
          <th scope="col">{M.state}</th>
        </tr>
      </thead>
      <tbody>
        {before > 0 && (
          <tr aria-hidden="true" className={styles.spacer}>
            <td colSpan={5} style={{ height: before }} />
          </tr>
        )}
        {items.map((v) => {
          const row = list[v.index]
          if (row === undefined) return null
          return (
            <tr
              key={v.key}
              ref={virtualizer.measureElement}
              data-index={v.index}
              data-state={row._tag}
              aria-rowindex={v.index + 2}
            >
              <BulkRow row={row} />
            </tr>
          )
        })}
        {after > 0 && (
          <tr aria-hidden="true" className={styles.spacer}>
            <td colSpan={5} style={{ height: after }} />
          </tr>
        )}
      </tbody>
    </table>
  )
}

const STATE: Record<Row["_tag"], string> = {
  Matched: M.matched,
  Ambiguous: M.ambiguousTag,
  Unmatched: M.unmatched,
  Merged: M.merged,
}

export function BulkPurchase() {
  const id = useId()
  const list = rows.value
  const s = summary.value
  const st = status.value
  const heading = `${id}-h`
  return (
    <Card title={M.heading} headingId={heading}>
      <div className={styles.bulk}>
        <p className={styles.hint}>{M.intro}</p>
        <FormGrid>
          <Field id={`${id}-text`} label={M.paste} width="full">
            <TextArea
              id={`${id}-text`}
              rows={6}
              value={text.value}
              placeholder={M.placeholder}
              onChange={(e) => (text.value = e.currentTarget.value)}
            />
          </Field>
          <Field id={`${id}-file`} label={M.file} width="full">
            <FileField
              id={`${id}-file`}
              label={M.upload}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hint={M.uploadHint}
              chosen={fileName.value === null ? null : { name: fileName.value }}
              onChoose={(files) => {
                const f = files[0]
                if (f !== undefined) void matchFile(f)
              }}
              onRemove={clear}
              busy={st === "matching"}
            />
          </Field>
          <FormRow>
            <Notice tone="info">{M.rule}</Notice>
          </FormRow>
          <FormRow>
            <div className={styles.actions}>
              <Button variant="primary" busy={st === "matching"} onClick={() => void matchText()}>
                {M.match}
              </Button>
              <Button onClick={clear}>{M.clear}</Button>
            </div>
          </FormRow>
        </FormGrid>
        {notice.value !== null && (
          <Notice tone="warning" role="status">
            {notice.value}
          </Notice>
        )}
        {list.length > 0 && (
          <>
            <p role="status" className={styles.summary}>
              {M.summary(s.matched, s.ambiguous, s.unmatched)}
            </p>
            {s.adjusted > 0 && <Notice tone="warning">{M.adjustedRows(s.adjusted)}</Notice>}
            <BulkRows list={list} labelledBy={heading} />
            <div className={styles.actions}>
              <Button
                variant="primary"
                busy={st === "adding"}
                disabled={lines.value.length === 0}
                onClick={() => void addAll()}
              >
                {M.addAll(lines.value.length)}
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  )
}
