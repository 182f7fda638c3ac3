/**
 * The banner carousel: the slides lie on top of one another in the banner's frame and the chosen
 * one fades in over the others; it turns to the next every 4 s, paused on hover and while the
 * focus is inside, and not at all for a buyer who asks for reduced motion (WCAG 2.2.2), with 上一张 / 下一张 and a dot per slide. Every slide stays in the frame (none
 * lies outside it, under the page's fixed panels) and in the Tab order: a slide that takes the focus
 * is the one shown.
 */
import { useEffect, useState } from "react"
import * as Messages from "@mall/core/Messages"
import { openActivityLink } from "../../lib/ui/activityLink.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { IconButton } from "../../lib/ui/IconButton.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { banners } from "./model.ts"
import styles from "./Home.module.css"

const AUTOPLAY_MS = 4000

/** The buyer's system asks for less motion: the slides then turn only when asked to. */
const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches

/** 上一张 and 下一张: their icon, words, place and step. */
const steps = [
  { icon: "chevronLeft", label: Messages.home.prevSlide, className: styles.prev, by: -1 },
  { icon: "chevronRight", label: Messages.home.nextSlide, className: styles.next, by: 1 },
] as const

export function Banner() {
  const slides = banners.value
  const count = slides.length
  const [chosen, setChosen] = useState(0)
  const [paused, setPaused] = useState(false)
  const selected = count === 0 ? 0 : chosen % count

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return
    const t = setInterval(() => setChosen((i) => (i + 1) % count), AUTOPLAY_MS)
    return () => clearInterval(t)
  }, [paused, count])

  if (count === 0) return <div className={styles.banner} />
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
      <div className={styles.viewport}>
        {slides.map((ad, i) => (
          <div
            key={`${i}-${ad.image}`}
            className={i === selected ? `${styles.slide} ${styles.shown}` : styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={Messages.home.slide(i + 1)}
            onFocus={() => {
              if (i !== selected) setChosen(i)
            }}
          >
            <Button
              variant="text"
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
            </Button>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          {steps.map((s) => (
            <IconButton
              key={s.icon}
              icon={s.icon}
              look="overlay"
              size="lg"
              label={s.label}
              className={s.className}
              onClick={() => setChosen((selected + count + s.by) % count)}
            />
          ))}
          <div className={styles.dots}>
            {slides.map((ad, i) => (
              <Button
                key={`${i}-${ad.image}`}
                variant="text"
                aria-label={Messages.home.slide(i + 1)}
                aria-current={i === selected ? "true" : undefined}
                className={styles.dot}
                onClick={() => setChosen(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
