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
  /** `segmented`: the lighter switch of a part inside a tab (退货记录 / 售后记录). */
  look?: "tabs" | "segmented"
}

export function StatusTabs<V extends string>({
  label,
  tabs,
  current,
  hrefOf,
  look = "tabs",
}: StatusTabsProps<V>) {
  return (
    <nav className={look === "tabs" ? styles.tabs : styles.segmented} aria-label={label}>
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
