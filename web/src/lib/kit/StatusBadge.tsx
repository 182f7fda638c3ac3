/** A status as a small coloured label; its tone (what the status means for the buyer) is decided in core. */
import styles from "./Kit.module.css"

export type Tone = "info" | "success" | "warning" | "danger" | "muted"

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
}
