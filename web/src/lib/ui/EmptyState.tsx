/**
 * What stands in for content that is not there: an icon, one sentence, and what the buyer can do
 * next (去逛逛, 重新加载). `tone` says whether nothing is there (`empty`), loading failed (`error`)
 * or a step finished (`success`, with its heading: 注册信息已提交, 支付成功！).
 */
import type { ReactNode } from "react"
import { Icon, type IconPath } from "./Icon.tsx"
import styles from "./EmptyState.module.css"
import { emptyIcon } from "./icons/empty.ts"
import { errorIcon } from "./icons/error.ts"
import { infoIcon } from "./icons/info.ts"
import { successIcon } from "./icons/success.ts"

export type EmptyStateProps = {
  tone?: "empty" | "error" | "success" | "info"
  /** A heading (level 1 or 2) for a page whose whole content this is. */
  title?: ReactNode
  titleLevel?: 1 | 2
  children?: ReactNode
  actions?: ReactNode
  role?: "status" | "alert"
}

const icons: Record<NonNullable<EmptyStateProps["tone"]>, IconPath> = {
  empty: emptyIcon,
  error: errorIcon,
  success: successIcon,
  info: infoIcon,
}

export function EmptyState({
  tone = "empty",
  title,
  titleLevel = 2,
  children,
  actions,
  role,
}: EmptyStateProps) {
  const H = titleLevel === 1 ? "h1" : "h2"
  return (
    <div className={`${styles.empty} ${styles[tone]}`} role={role} data-ui="empty-state">
      <Icon d={icons[tone]} className={styles.icon} />
      {title !== undefined && (
        <H className={styles.title} tabIndex={-1}>
          {title}
        </H>
      )}
      {children !== undefined && <div className={styles.text}>{children}</div>}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
