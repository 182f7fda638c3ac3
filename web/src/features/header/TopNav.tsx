/** The top navigation: at most 9 items. */
import * as Messages from "@mall/core/Messages"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { visibleNav } from "./model.ts"
import styles from "./Header.module.css"

export function TopNav() {
  return (
    <nav aria-label={Messages.shell.mainNav} className={styles.topNav}>
      <ul>
        {visibleNav.value.map((item) => (
          <li key={item.id}>
            <SafeLink href={item.url} newTab={item.is_open === 1}>
              {item.name}
            </SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
