/** 检验报告: search by goods and batch, the reports with a checked link. */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId, useState } from "react"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { PagerNav } from "../../lib/kit/Pager.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import type { Of } from "../../lib/api/schemas.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { list, reportLink, spec } from "./model.ts"
import styles from "./Reports.module.css"

const M = Messages.member.reports
type Report = Of<"InspectionReport">

function SearchForm({
  keywords: initialKeywords,
  ph: initialPh,
  onSearch,
}: {
  keywords: string
  ph: string
  onSearch: (keywords: string, ph: string) => void
}) {
  const id = useId()
  const [keywords, setKeywords] = useState(initialKeywords)
  const [ph, setPh] = useState(initialPh)
  return (
    <form
      className={styles.search}
      role="search"
      aria-label={M.heading}
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(keywords.trim(), ph.trim())
      }}
    >
      <label htmlFor={`${id}-k`}>{M.goods}</label>
      <input
        id={`${id}-k`}
        value={keywords}
        maxLength={50}
        onChange={(e) => setKeywords(e.currentTarget.value)}
      />
      <label htmlFor={`${id}-ph`}>{M.batch}</label>
      <input
        id={`${id}-ph`}
        value={ph}
        maxLength={30}
        onChange={(e) => setPh(e.currentTarget.value)}
      />
      <Button type="submit" variant="primary">
        {M.search}
      </Button>
    </form>
  )
}

export function ReportsPage() {
  const { values, change, hrefOf } = useListQuery(spec)
  useEffect(() => {
    void list.load(values)
  }, [values])
  return (
    <div className={styles.page}>
      <SearchForm
        key={`${values.keywords}|${values.ph}`}
        keywords={values.keywords}
        ph={values.ph}
        onSearch={(keywords, ph) => change({ keywords, ph })}
      />
      <ListState resource={list} isEmpty={(d) => d.data.length === 0} empty={M.none}>
        {(d) => (
          <>
            <DataTable<Report>
              caption={M.heading}
              rows={d.data}
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
                  cell: (r) => {
                    const href = reportLink(r.report_url)
                    return href === null ? (
                      <span className={styles.muted}>{M.linkUnavailable}</span>
                    ) : (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${M.view} ${r.goods_name} ${r.ph}`}
                      >
                        {M.view}
                      </a>
                    )
                  },
                },
              ]}
            />
            <PagerNav
              current={d.current_page}
              last={d.last_page}
              hrefOf={(p) => hrefOf({ page: p })}
            />
          </>
        )}
      </ListState>
    </div>
  )
}
