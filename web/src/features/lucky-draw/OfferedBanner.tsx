/** The bottom lucky-draw banner once offered (see model.ts). */
import * as Messages from "@mall/core/Messages"
import { useLayoutEffect } from "react"
import { closeBanner, closing, draw, drawing, open, result, visible } from "./model.ts"
import styles from "./OfferedBanner.module.css"

const t = Messages.text

export function OfferedBanner({ activityId }: { activityId: string | null }) {
  useLayoutEffect(() => {
    open(activityId)
  }, [activityId])
  if (!visible.value) return null
  return (
    <section
      aria-label={t["draw.title"]}
      className={closing.value ? `${styles.banner} ${styles.closing}` : styles.banner}
      data-testid="draw-banner"
    >
      <div className={`page-width ${styles.inner}`}>
        <h2 className={styles.title}>{t["draw.title"]}</h2>
        {result.value !== null ? (
          <p className={styles.result} role="status">
            {result.value}
          </p>
        ) : (
          <button
            type="button"
            className={styles.start}
            onClick={draw}
            disabled={drawing.value}
            aria-busy={drawing.value}
          >
            {t["draw.start"]}
          </button>
        )}
        <button
          type="button"
          className={styles.close}
          aria-label={Messages.shell.drawClose}
          onClick={closeBanner}
        >
          ×
        </button>
      </div>
    </section>
  )
}
