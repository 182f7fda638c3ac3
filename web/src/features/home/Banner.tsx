/**
 * The banner carousel: auto-advances every 4 s, pauses on hover/focus, dots and arrows, loops
 * seamlessly. The slides sit in one row moved by a CSS transform; a copy of the first slide after
 * the last (hidden from assistive technology and the keyboard) lets the last → first step slide
 * forward, then the row jumps back to the real first slide without animation.
 */
import { useEffect, useRef, useState } from "react"
import * as Messages from "@mall/core/Messages"
import { openActivityLink } from "../../lib/ui/activityLink.ts"
import { Image } from "../../lib/ui/Image.tsx"
import { banners } from "./model.ts"
import styles from "./Home.module.css"

const AUTOPLAY_MS = 4000
const SLIDE_MS = 400

/** `pos` is the slide at the left edge (`count` = the copy of the first). */
type Track = { pos: number; animate: boolean }

/** One slide on; at the copy of the first it waits for the jump back. */
const forward =
  (count: number) =>
  (t: Track): Track =>
    count < 2 || t.pos >= count ? t : { pos: t.pos + 1, animate: true }

export function Banner() {
  const slides = banners.value
  const count = slides.length
  const [track, setTrack] = useState<Track>({ pos: 0, animate: true })
  const [paused, setPaused] = useState(false)
  const row = useRef<HTMLDivElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const pos = count === 0 ? 0 : Math.min(track.pos, count)
  const selected = count === 0 ? 0 : pos % count

  const goTo = (i: number) => setTrack({ pos: i, animate: true })
  const next = () => setTrack(forward(count))
  const prev = () => {
    if (count < 2) return
    const el = row.current
    if (track.pos === 0 && el !== null) {
      // from the first slide: jump to its copy at the end, then slide back to the last one
      el.style.transition = "none"
      el.style.transform = `translateX(${-count * 100}%)`
      void el.offsetWidth
      el.style.transition = `transform ${SLIDE_MS}ms ease`
    }
    setTrack({ pos: (track.pos === 0 ? count : track.pos) - 1, animate: true })
  }

  useEffect(() => {
    if (paused || count < 2) return
    const t = setInterval(() => setTrack(forward(count)), AUTOPLAY_MS)
    return () => clearInterval(t)
  }, [paused, count])

  if (count === 0) return <div className={styles.banner} />
  const loop = count > 1
  const shown = loop ? slides.concat(slides.slice(0, 1)) : slides
  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={Messages.home.banner}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport} ref={viewport}>
        <div
          ref={row}
          className={styles.slides}
          style={{
            transform: `translateX(${-pos * 100}%)`,
            transition: track.animate ? `transform ${SLIDE_MS}ms ease` : "none",
          }}
          onTransitionEnd={(e) => {
            if (e.target === e.currentTarget && track.pos >= count) {
              setTrack({ pos: 0, animate: false })
            }
          }}
        >
          {shown.map((ad, i) => {
            const copy = i === count
            return (
              <div
                key={copy ? "copy" : `${i}-${ad.image}`}
                className={styles.slide}
                role={copy ? undefined : "group"}
                aria-roledescription={copy ? undefined : "slide"}
                aria-label={copy ? undefined : Messages.home.slide(i + 1)}
                aria-hidden={copy ? true : undefined}
                inert={copy}
                onFocus={() => {
                  // the browser scrolls a focused slide into view; the transform places it instead
                  if (viewport.current !== null) viewport.current.scrollLeft = 0
                  if (!copy && i !== selected) goTo(i)
                }}
              >
                <button
                  type="button"
                  className={styles.adButton}
                  onClick={() => openActivityLink(ad.url)}
                >
                  <Image
                    src={ad.image}
                    alt={ad.name}
                    width={790}
                    height={340}
                    loading={i === 0 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : undefined}
                  />
                </button>
              </div>
            )
          })}
        </div>
      </div>
      <button
        type="button"
        className={styles.prev}
        aria-label={Messages.home.prevSlide}
        onClick={prev}
      >
        ‹
      </button>
      <button
        type="button"
        className={styles.next}
        aria-label={Messages.home.nextSlide}
        onClick={next}
      >
        ›
      </button>
      <div className={styles.dots}>
        {slides.map((ad, i) => (
          <button
            key={`${i}-${ad.image}`}
            type="button"
            aria-label={Messages.home.slide(i + 1)}
            aria-current={i === selected ? "true" : undefined}
            className={i === selected ? styles.dotActive : styles.dot}
            onClick={() => goTo(i)}
          />
        ))}
      </div>
    </section>
  )
}
