/**
 * The pager of a paged list: 上一页, the page links core `Pager.items` picks, 下一页. Links, so back
 * works. At the first and last page 上一页 and 下一页 are left out, or, with `keepEnds`, stay in
 * place as disabled text (the goods lists, whose pager should not change width from page to page).
 */
import * as Messages from "@mall/core/Messages"
import * as Pager from "@mall/core/Pager"
import { Link } from "../ui/Link.tsx"
import styles from "./Kit.module.css"

export type PagerProps = {
  current: number
  last: number
  hrefOf: (page: number) => string
  keepEnds?: boolean
}

/** 上一页 or 下一页: a link to `page`, or, where there is none, disabled text or nothing. */
function StepLink(props: {
  page: number | null
  label: string
  hrefOf: (page: number) => string
  keep: boolean
}) {
  if (props.page !== null) return <Link to={props.hrefOf(props.page)}>{props.label}</Link>
  return props.keep ? <span aria-disabled="true">{props.label}</span> : null
}

export function PagerNav({ current, last, hrefOf, keepEnds = false }: PagerProps) {
  if (last <= 1) return null
  return (
    <nav className={styles.pager} aria-label={Messages.common.pager}>
      <StepLink
        page={current > 1 ? current - 1 : null}
        label={Messages.common.prevPage}
        hrefOf={hrefOf}
        keep={keepEnds}
      />
      {Pager.items(current, last).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefOf(p)}
            aria-label={Messages.common.page(p)}
            aria-current={p === current ? "page" : undefined}
          >
            {p}
          </Link>
        ),
      )}
      <StepLink
        page={current < last ? current + 1 : null}
        label={Messages.common.nextPage}
        hrefOf={hrefOf}
        keep={keepEnds}
      />
    </nav>
  )
}
