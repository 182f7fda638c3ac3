/** The error boundary of the route tree: a route that failed to load or render. */
import * as Messages from "@mall/core/Messages"
import { Link } from "../lib/ui/Link.tsx"
import { reloadPage } from "../lib/browser.ts"
import { Button } from "../lib/ui/Button.tsx"
import styles from "../lib/ui/StatusPage.module.css"

export function RouteError() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{Messages.system.pageError}</h1>
      <p className={styles.hint}>{Messages.text["error.busy"]}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={reloadPage}>
          {Messages.text["error.timeout.button"]}
        </Button>
        <Link to="/" className={styles.link} reloadDocument>
          {Messages.text["header.backHome"]}
        </Link>
      </div>
    </main>
  )
}
