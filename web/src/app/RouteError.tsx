/**
 * Error boundaries: a page that failed to load or render says so (系统繁忙，请稍后再试) with 刷新
 * and a way home, never a blank screen. `PageError` stands in for one page inside the shell (the
 * header and footer stay); `RouteError` for the whole app when the shell itself failed.
 */
import * as Messages from "@mall/core/Messages"
import { Link } from "../lib/ui/Link.tsx"
import { reloadPage } from "../lib/browser.ts"
import { Button } from "../lib/ui/Button.tsx"
import styles from "../lib/ui/StatusPage.module.css"

function ErrorBody() {
  return (
    <>
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
    </>
  )
}

export function RouteError() {
  return (
    <main className={styles.page}>
      <ErrorBody />
    </main>
  )
}

export function PageError() {
  return (
    <div className={styles.page} role="alert">
      <ErrorBody />
    </div>
  )
}
