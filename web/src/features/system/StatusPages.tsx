/** 页面不存在, 活动不存在 and the 加载中 screens. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { useLocation, useNavigate } from "react-router-dom"
import { Link } from "../../lib/ui/Link.tsx"
import styles from "../../lib/ui/StatusPage.module.css"
import { activityTarget, loadingTarget } from "./model.ts"

const home = Messages.text["header.backHome"]

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{Messages.pageTitles.notFound}</h1>
      <p className={styles.hint}>{Messages.system.notFoundHint}</p>
      <Link to="/" className={styles.link}>
        {home}
      </Link>
    </section>
  )
}

export function NoActivityPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{Messages.pageTitles.noActivity}</h1>
      <p className={styles.hint}>{Messages.system.noActivityHint}</p>
      <Link to="/" className={styles.link}>
        {home}
      </Link>
    </section>
  )
}

/** A 加载中 screen that replaces itself with `target(location.search)`. */
export function LoadingPage({ activity = false }: { activity?: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const to = activity ? activityTarget(location.search) : loadingTarget(location.search)
    void navigate(to, { replace: true })
  }, [activity, location.search, navigate])
  return (
    <section className={styles.page} aria-busy="true">
      <div className={styles.spinner} />
      <h1 className={styles.title}>{Messages.pageTitles.loading}</h1>
    </section>
  )
}
