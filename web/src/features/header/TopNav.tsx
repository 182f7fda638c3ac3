/** The top navigation: at most 9 items. */
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { shellText } from "../../lib/text.ts"
import { visibleNav } from "./model.ts"
import styles from "./Header.module.css"

export function TopNav() {
  return (
    <nav aria-label={shellText.mainNav} className={styles.topNav}>
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
