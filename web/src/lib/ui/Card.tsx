/**
 * A white panel of the page. With a `title` it is a section: the title is its heading (h2 unless
 * told), the `actions` sit at the heading's end (更多, 新增…), a `extra` line beside the title.
 */
import { useId, type ReactNode } from "react"
import styles from "./Card.module.css"

export type CardProps = {
  title?: ReactNode
  /** The heading's level under the page's h1. */
  level?: 2 | 3
  actions?: ReactNode
  extra?: ReactNode
  /** No inner padding: a table or a grid reaching the card's edges. */
  flush?: boolean
  className?: string | undefined
  /** An id for the heading (for links and focus moves to this section). */
  headingId?: string
  children: ReactNode
}

export function Card({
  title,
  level = 2,
  actions,
  extra,
  flush = false,
  className,
  headingId,
  children,
}: CardProps) {
  const ownId = useId()
  const id = headingId ?? ownId
  const H = level === 2 ? "h2" : "h3"
  const cls = [styles.card, flush ? styles.flush : "", className].filter(Boolean).join(" ")
  if (title === undefined)
    return (
      <div className={cls} data-ui="card">
        {children}
      </div>
    )
  return (
    <section className={cls} aria-labelledby={id} data-ui="card">
      <header className={styles.head}>
        <H id={id} className={styles.title} tabIndex={-1}>
          {title}
        </H>
        {extra !== undefined && <span className={styles.extra}>{extra}</span>}
        {actions !== undefined && <span className={styles.actions}>{actions}</span>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  )
}
