/**
 * Status tabs of a list (全部 / 待付款 / …, each with its count when known): links to the list's
 * URL with that status, the current one marked `aria-current`, so back and reload keep the tab.
 */
import * as Messages from "@mall/core/Messages"
import { Link } from "../ui/Link.tsx"
import styles from "./Kit.module.css"

export type Tab<V extends string> = {
  readonly value: V
  readonly label: string
  readonly count?: number
}

export type StatusTabsProps<V extends string> = {
  label: string
  tabs: ReadonlyArray<Tab<V>>
  current: V
  hrefOf: (value: V) => string
}

export function StatusTabs<V extends string>({ label, tabs, current, hrefOf }: StatusTabsProps<V>) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((t) => (
        <Link
          key={t.value}
          to={hrefOf(t.value)}
          aria-current={t.value === current ? "page" : undefined}
        >
          {t.count === undefined ? t.label : Messages.kit.tabWithCount(t.label, t.count)}
        </Link>
      ))}
    </nav>
  )
}
