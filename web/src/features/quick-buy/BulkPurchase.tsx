/** 批量采购: paste a list or choose an .xlsx/CSV file, see each row matched, add the matched rows at once. */
import * as BulkPurchaseRules from "@mall/core/BulkPurchase"
import * as Messages from "@mall/core/Messages"
import { useId } from "react"
import { Button } from "../../lib/ui/Button.tsx"
import { useWindowRows } from "../../lib/kit/useWindowRows.ts"
import { Link } from "../../lib/ui/Link.tsx"
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
          <div className={styles.hint}>
            {M.matchedBy(BulkPurchaseRules.byLabel(row.by))}
            {row.adjusted !== null && <span className={styles.adjusted}>{row.adjusted}</span>}
          </div>
        </>
      )
    case "Ambiguous":
      return (
        <label className={styles.choice}>
          <span>{row.message}</span>
          <select
            value={choices.value.get(row.row.line) ?? ""}
            onChange={(e) => choose(row.row.line, Number(e.currentTarget.value))}
          >
            <option value="">{M.choose}</option>
            {row.choices.map((g) => (
              <option key={g.id} value={g.id}>
                {goodsLabel(g)}
              </option>
            ))}
          </select>
        </label>
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

/** One row of the table; measured by the virtualiser (rows with a choice are taller). */
function BulkRow({ row }: { row: Row }) {
  return (
    <>
      <td>{row.row.line}</td>
      <td>{row.row.key}</td>
      <td>
        {row._tag === "Matched"
          ? Messages.common.withUnit(
              row.number,
              typeof row.goods.bzdw === "string" ? row.goods.bzdw : "",
            )
          : row.row.quantityText}
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
function BulkRows({ list }: { list: ReadonlyArray<Row> }) {
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
      className={styles.table}
      data-testid="bulk-rows"
      aria-rowcount={list.length + 1}
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
  return (
    <section className={styles.bulk} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={styles.subheading}>
        {M.heading}
      </h2>
      <p className={styles.intro}>{M.intro}</p>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {M.paste}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        rows={6}
        value={text.value}
        placeholder={M.placeholder}
        onChange={(e) => (text.value = e.currentTarget.value)}
      />
      <div className={styles.actions}>
        <Button variant="primary" disabled={st === "matching"} onClick={() => void matchText()}>
          {M.match}
        </Button>
        <label className={styles.fileButton}>
          {M.upload}
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className={styles.fileInput}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0]
              e.currentTarget.value = ""
              if (f) void matchFile(f)
            }}
          />
        </label>
        <Button onClick={clear}>{M.clear}</Button>
        {fileName.value !== null && <span className={styles.hint}>{fileName.value}</span>}
      </div>
      <p className={styles.hint}>{M.uploadHint}</p>
      <p className={styles.rule}>{M.rule}</p>
      {notice.value !== null && (
        <p role="status" className={styles.notice}>
          {notice.value}
        </p>
      )}
      {st === "matching" && <p className={styles.hint}>{Messages.common.loading}</p>}
      {list.length > 0 && (
        <>
          <p role="status" className={styles.summary}>
            {M.summary(s.matched, s.ambiguous, s.unmatched)}
          </p>
          <BulkRows list={list} />
          <div className={styles.actions}>
            <Button
              variant="primary"
              size="lg"
              disabled={lines.value.length === 0 || st === "adding"}
              onClick={() => void addAll()}
            >
              {M.addAll(lines.value.length)}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
