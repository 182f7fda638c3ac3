/**
 * The bottom lucky-draw banner once offered (see model.ts). While it shows, the page reserves its
 * height at the bottom (`reserveBottom`, the height it really has, followed while it changes) so
 * it covers neither content nor the focused control, and gives the room back when it closes; the
 * result replaces 立即抽奖 and takes its focus (same focus key).
 */
import * as Messages from "@mall/core/Messages"
import { useLayoutEffect, useRef } from "react"
import { Button } from "../../lib/ui/Button.tsx"
import { IconButton } from "../../lib/ui/IconButton.tsx"
import { reserveBottom } from "../../lib/ui/bottomReserve.ts"
import { closeBanner, closing, draw, drawing, open, result, visible } from "./model.ts"
import styles from "./OfferedBanner.module.css"
import { closeIcon } from "../../lib/ui/icons/close.ts"

const t = Messages.text

/** Keeps the page's bottom reserve at the element's height while it is drawn. */
function useBottomReserve(element: { readonly current: HTMLElement | null }, shown: boolean) {
  useLayoutEffect(() => {
    const el = element.current
    if (!shown || el === null) return
    let release = reserveBottom(el.offsetHeight)
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => {
            release()
            release = reserveBottom(el.offsetHeight)
          })
    observer?.observe(el)
    return () => {
      observer?.disconnect()
      release()
    }
  }, [element, shown])
}

export function OfferedBanner({ activityId }: { activityId: string | null }) {
  useLayoutEffect(() => {
    open(activityId)
  }, [activityId])
  const shown = visible.value
  const banner = useRef<HTMLElement>(null)
  useBottomReserve(banner, shown)
  if (!shown) return null
  return (
    <section
      ref={banner}
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
          <Button
            variant="secondary"
            size="lg"
            data-focus-key="draw-main"
            busy={drawing.value}
            onClick={() => {
              if (!drawing.value) draw()
            }}
          >
            {t["draw.start"]}
          </Button>
        )}
        <IconButton
          icon={closeIcon}
          look="overlay"
          size="md"
          label={Messages.shell.drawClose}
          className={styles.close}
          onClick={closeBanner}
        />
      </div>
    </section>
  )
}
