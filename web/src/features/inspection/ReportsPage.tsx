/** 检验报告: search by goods, batch, maker and year; the reports with a checked link. */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId, useState } from "react"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { Field } from "../../lib/ui/Field.tsx"
import { Select, TextInput } from "../../lib/ui/Input.tsx"
import { filter, list, spec } from "./model.ts"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import bar from "../../lib/kit/FilterBar.module.css"
import styles from "./Reports.module.css"

const M = Messages.member.reports

type Search = { keywords: string; ph: string; maker: string; year: string }

function SearchForm({ initial, onSearch }: { initial: Search; onSearch: (s: Search) => void }) {
  const id = useId()
  const [v, setV] = useState(initial)
  const options = filter.data.value
  const set = (k: keyof Search) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value
    setV((old) => ({ ...old, [k]: value }))
  }
  // the value in the URL stays a choice while the filter call has not (or not yet) offered it
  const choices = (chosen: string, offered: ReadonlyArray<string> | undefined) =>
    [...new Set([chosen, ...(offered ?? [])])]
      .filter((x) => x !== "")
      .map((x) => ({ value: x, label: x }))
  return (
    <form
      className={bar.bar}
      role="search"
      aria-label={M.heading}
      onSubmit={(e) => {
        e.preventDefault()
        onSearch({ ...v, keywords: v.keywords.trim(), ph: v.ph.trim() })
      }}
    >
      <div className={styles.fields}>
        <Field id={`${id}-k`} label={M.goods} width="full">
          <TextInput id={`${id}-k`} value={v.keywords} maxLength={50} onChange={set("keywords")} />
        </Field>
        <Field id={`${id}-ph`} label={M.batch} width="full">
          <TextInput id={`${id}-ph`} value={v.ph} maxLength={30} onChange={set("ph")} />
        </Field>
        {(
          [
            ["maker", M.maker, options?.makers],
            ["year", M.year, options?.years],
          ] as const
        ).map(([key, label, offered]) => (
          <Field key={key} id={`${id}-${key}`} label={label} width="full">
            <Select
              id={`${id}-${key}`}
              value={v[key]}
              onChange={set(key)}
              prompt={M.all}
              options={choices(v[key], offered)}
            />
          </Field>
        ))}
        <Button type="submit" variant="primary">
          {M.search}
        </Button>
      </div>
    </form>
  )
}

export function ReportsPage() {
  const { values, change, hrefOf } = useListQuery(spec)
  useEffect(() => {
    void list.load(values)
  }, [values])
  useEffect(() => {
    if (filter.status.peek() === "idle") void filter.load(null)
  }, [])
  return (
    <>
      <SearchForm
        key={`${values.keywords}|${values.ph}|${values.maker}|${values.year}`}
        initial={{
          keywords: values.keywords,
          ph: values.ph,
          maker: values.maker,
          year: values.year,
        }}
        onSearch={(search) => change(search)}
      />
      <PagedTable
        resource={list}
        empty={M.none}
        hrefOf={(p) => hrefOf({ page: p })}
        caption={M.heading}
        rowKey={(r) => r.id}
        rowTestId="report"
        columns={[
          { key: "name", header: Messages.common.goodsName, cell: (r) => r.goods_name },
          { key: "maker", header: M.maker, cell: (r) => r.sccj },
          { key: "ph", header: M.batch, cell: (r) => r.ph },
          { key: "time", header: M.uploaded, cell: (r) => r.created_at },
          {
            key: "link",
            header: Messages.common.actions,
            end: true,
            cell: (r) => (
              <SafeLink
                href={r.report_url}
                newTab
                aria-label={`${M.view} ${r.goods_name} ${r.ph}`}
                refused={<span className={styles.muted}>{M.linkUnavailable}</span>}
              >
                {M.view}
              </SafeLink>
            ),
          },
        ]}
      />
    </>
  )
}
