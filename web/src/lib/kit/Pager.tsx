/** The pager of a paged list: 上一页, the page links core `Pager.items` picks, 下一页. Links, so back works. */
import * as Messages from "@mall/core/Messages"
import * as Pager from "@mall/core/Pager"
import { Link } from "../ui/Link.tsx"
import styles from "./Kit.module.css"

export type PagerProps = {
  current: number
  last: number
  hrefOf: (page: number) => string
}

export function PagerNav({ current, last, hrefOf }: PagerProps) {
  if (last <= 1) return null
  return (
    <nav className={styles.pager} aria-label={Messages.common.pager}>
      {current > 1 && <Link to={hrefOf(current - 1)}>{Messages.common.prevPage}</Link>}
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
      {current < last && <Link to={hrefOf(current + 1)}>{Messages.common.nextPage}</Link>}
    </nav>
  )
}
