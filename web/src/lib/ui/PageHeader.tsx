/**
 * The top of a page's content: its one h1 (the page title), an optional back link before it, a line
 * under it (a count, a rule) and the page's actions at its end. Focus moves to the h1 after a
 * navigation (lib/ui/focus.ts), hence `tabIndex={-1}`.
 */
import type { ReactNode } from "react"
import { Icon } from "./Icon.tsx"
import { Link } from "./Link.tsx"
import styles from "./PageHeader.module.css"
import { chevronLeftIcon } from "./icons/chevronLeft.ts"

export type PageHeaderProps = {
  title: ReactNode
  back?: { readonly to: string; readonly label: string } | undefined
  description?: ReactNode
  actions?: ReactNode
  /** Smaller, for a page inside the member centre's panel. */
  compact?: boolean
}

export function PageHeader({
  title,
  back,
  description,
  actions,
  compact = false,
}: PageHeaderProps) {
  return (
    <header
      className={compact ? `${styles.header} ${styles.compact}` : styles.header}
      data-ui="page-header"
    >
      {back !== undefined && (
        <Link to={back.to} className={styles.back}>
          <Icon d={chevronLeftIcon} />
          {back.label}
        </Link>
      )}
      <div className={styles.titleRow}>
        <h1 className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
      {description !== undefined && <div className={styles.description}>{description}</div>}
    </header>
  )
}
