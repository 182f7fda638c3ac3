/**
 * The bottom lucky-draw banner once offered (see model.ts). While it shows, the page reserves its
 * height at the bottom (`reserveBottom`) so it covers neither content nor the focused control; the
 * result replaces 立即抽奖 and takes its focus (same focus key).
 */
import * as Messages from "@mall/core/Messages"
import { useLayoutEffect } from "react"
import { reserveBottom } from "../../lib/ui/focus.ts"
import { closeBanner, closing, draw, drawing, open, result, visible } from "./model.ts"
import styles from "./OfferedBanner.module.css"

const t = Messages.text
/** The banner's height in px (OfferedBanner.module.css .banner). */
const BANNER_HEIGHT = 100

export function OfferedBanner({ activityId }: { activityId: string | null }) {
  useLayoutEffect(() => {
    open(activityId)
  }, [activityId])
  const shown = visible.value
  useLayoutEffect(() => (shown ? reserveBottom(BANNER_HEIGHT) : undefined), [shown])
  if (!shown) return null
  return (
    <section
      aria-label={t["draw.title"]}
      className={closing.value ? `${styles.banner} ${styles.closing}` : styles.banner}
      data-testid="draw-banner"
    >
      <div className={`page-width ${styles.inner}`}>
        <h2 className={styles.title}>{t["draw.title"]}</h2>
        {result.value !== null ? (
          <p className={styles.result} role="status" tabIndex={-1} data-focus-key="draw-main">
            {result.value}
          </p>
        ) : (
          <button
            type="button"
            className={styles.start}
            data-focus-key="draw-main"
            onClick={() => {
              if (!drawing.value) draw()
            }}
            aria-disabled={drawing.value}
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
