/** The banner carousel (embla): auto-advances every 4 s, pauses on hover/focus, dots and arrows. */
import { useCallback, useEffect, useState } from "react"
import useEmblaCarousel from "embla-carousel-react"
import * as Messages from "@mall/core/Messages"
import { Image } from "../../lib/ui/Image.tsx"
import { banners, openActivity } from "./model.ts"
import styles from "./Home.module.css"

const AUTOPLAY_MS = 4000

export function Banner() {
  const slides = banners.value
  const [viewportRef, api] = useEmblaCarousel({ loop: true })
  const [selected, setSelected] = useState(0)
  const [paused, setPaused] = useState(false)
  const onSelect = useCallback(() => {
    if (api !== undefined) setSelected(api.selectedScrollSnap())
  }, [api])
  useEffect(() => {
    if (api === undefined) return
    api.on("select", onSelect)
    api.on("reInit", onSelect)
    return () => {
      api.off("select", onSelect)
      api.off("reInit", onSelect)
    }
  }, [api, onSelect])
  useEffect(() => {
    if (api === undefined || paused || slides.length < 2) return
    const t = setInterval(() => api.scrollNext(), AUTOPLAY_MS)
    return () => clearInterval(t)
  }, [api, paused, slides.length])
  if (slides.length === 0) return <div className={styles.banner} />
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
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.slides}>
          {slides.map((ad, i) => (
            <div
              key={`${i}-${ad.image}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={Messages.home.slide(i + 1)}
            >
              <button
                type="button"
                className={styles.adButton}
                onClick={() => openActivity(ad.url)}
              >
                <Image
                  src={ad.image}
                  alt={ad.name}
                  width={790}
                  height={340}
                  loading={i === 0 ? "eager" : "lazy"}
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={styles.prev}
        aria-label={Messages.home.prevSlide}
        onClick={() => api?.scrollPrev()}
      >
        ‹
      </button>
      <button
        type="button"
        className={styles.next}
        aria-label={Messages.home.nextSlide}
        onClick={() => api?.scrollNext()}
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
            onClick={() => api?.scrollTo(i)}
          />
        ))}
      </div>
    </section>
  )
}
