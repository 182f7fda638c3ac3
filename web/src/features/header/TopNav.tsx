/**
 * The top navigation: at most 9 items; the item of the zone shown (the page or a page under its
 * link, core Routes) is marked `aria-current="page"` and drawn as the current one.
 */
import * as Messages from "@mall/core/Messages"
import { useLocation } from "react-router-dom"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { currentNavItem, visibleNav } from "./model.ts"
import styles from "./Header.module.css"

export function TopNav() {
  const location = useLocation()
  const current = currentNavItem(location.pathname + location.search)
  return (
    <nav aria-label={Messages.shell.mainNav} className={styles.topNav}>
      <ul>
        {visibleNav.value.map((item, i) => (
          <li key={item.id}>
            <SafeLink
              href={item.url}
              newTab={item.is_open === 1}
              aria-current={i === current ? "page" : undefined}
            >
              {item.name}
            </SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
