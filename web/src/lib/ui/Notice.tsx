/**
 * A line or block of information inside a page, in one of four tones: `info` (how something
 * works), `success`, `warning` (what the buyer should know before acting: a rounding to the pack,
 * a return deadline) and `danger` (what went wrong). Not a toast: it stays where it is said.
 */
import type { ReactNode } from "react"
import { Icon, type IconPath } from "./Icon.tsx"
import styles from "./Notice.module.css"
import { errorIcon } from "./icons/error.ts"
import { infoIcon } from "./icons/info.ts"
import { successIcon } from "./icons/success.ts"
import { warningIcon } from "./icons/warning.ts"

export type NoticeProps = {
  tone?: "info" | "success" | "warning" | "danger"
  title?: ReactNode
  children?: ReactNode
  /** `status` for a notice that appears after an action, `alert` for an error. */
  role?: "status" | "alert" | undefined
  id?: string | undefined
  className?: string | undefined
  actions?: ReactNode
}

const icons: Record<NonNullable<NoticeProps["tone"]>, IconPath> = {
  info: infoIcon,
  success: successIcon,
  warning: warningIcon,
  danger: errorIcon,
}

export function Notice({
  tone = "info",
  title,
  children,
  role,
  id,
  className,
  actions,
}: NoticeProps) {
  return (
    <div
      id={id}
      className={[styles.notice, styles[tone], className].filter(Boolean).join(" ")}
      role={role}
      data-ui="notice"
      data-tone={tone}
    >
      <Icon d={icons[tone]} className={styles.icon} />
      <div className={styles.body}>
        {title !== undefined && <strong className={styles.title}>{title}</strong>}
        {children}
      </div>
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
