/** The footer: help categories, licence notices and the copyright line. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import { config } from "../../lib/config.ts"
import { copyrightYear, helpCategories, helpHref, loadFooter } from "./model.ts"
import styles from "./Footer.module.css"

export type Licences = { drug?: string; internet?: string }

export function Footer({ licences = {} }: { licences?: Licences }) {
  useEffect(() => {
    loadFooter()
  }, [])
  return (
    <footer className={styles.footer}>
      <div className={`page-width ${styles.help}`}>
        {helpCategories.value.map((cat) => (
          <section key={cat.name} className={styles.column}>
            <h2>{cat.name}</h2>
            <ul>
              {cat.children.map((child) => (
                <li key={child.id}>
                  <Link to={helpHref(child.id)}>{child.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.legal}>
        <p>
          <span>
            {Messages.shell.licenceDrug}
            {licences.drug !== undefined && `：${licences.drug}`}
          </span>
          <span>
            {Messages.shell.licenceInternet}
            {licences.internet !== undefined && `：${licences.internet}`}
          </span>
        </p>
        <p>{Messages.shell.copyright(copyrightYear.value, config.siteTitle)}</p>
      </div>
    </footer>
  )
}
