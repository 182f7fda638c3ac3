/**
 * A zone's ads: each picture follows its link; an ad without a (safe) target says 活动未开始
 * (core Display.activityLink) instead of going nowhere.
 *
 * Wide ads (1200 × 300) are one banner: with several, one shows at a time and turns to the next
 * every few seconds (paused while the pointer or the focus is on it), with 上一张 / 下一张 and a dot
 * per ad; the others are hidden, not merely moved aside. Narrow ads (590 × 200) are tiles side by
 * side. While the ads are on their way (`pending`) their space is kept, so the page below does
 * not jump when they arrive.
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, useState, type CSSProperties } from "react"
import type { Resource } from "../../lib/kit/resource.ts"
import { openActivityLink } from "../../lib/ui/activityLink.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { IconButton } from "../../lib/ui/IconButton.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import styles from "./Zones.module.css"

export type Ad = { readonly image: string; readonly url: string; readonly name: string }

/** How long a banner shows before the next (ms). */
const TURN_MS = 5000

/** Whether a resource that brings ads has not answered yet (its ads' space is kept meanwhile). */
export const adsPending = (r: Pick<Resource<unknown, unknown>, "data" | "status">): boolean =>
  r.data.value === null && r.status.value !== "failed"

function AdPicture({ ad, width, height }: { ad: Ad; width: number; height: number }) {
  return (
    <Button variant="text" className={styles.ad} onClick={() => openActivityLink(ad.url)}>
      <Image src={ad.image} alt={ad.name} width={width} height={height} />
    </Button>
  )
}

function Banner({ ads }: { ads: ReadonlyArray<Ad> }) {
  const M = Messages.zones
  const count = ads.length
  const [chosen, setChosen] = useState(0)
  const [paused, setPaused] = useState(false)
  const shown = chosen % count
  useEffect(() => {
    if (paused || count < 2) return
    const timer = setInterval(() => setChosen((i) => (i + 1) % count), TURN_MS)
    return () => clearInterval(timer)
  }, [paused, count])
  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={M.banner}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {ads.map((ad, i) => (
        <div
          key={`${i}-${ad.image}`}
          role="group"
          aria-roledescription="slide"
          aria-label={M.slide(i + 1, count)}
          hidden={i !== shown}
        >
          <AdPicture ad={ad} width={1200} height={300} />
        </div>
      ))}
      {count > 1 && (
        <>
          <IconButton
            icon="chevronLeft"
            look="overlay"
            size="lg"
            label={M.previousAd}
            className={styles.previous}
            onClick={() => setChosen((shown + count - 1) % count)}
          />
          <IconButton
            icon="chevronRight"
            look="overlay"
            size="lg"
            label={M.nextAd}
            className={styles.next}
            onClick={() => setChosen((shown + 1) % count)}
          />
          <div className={styles.dots}>
            {ads.map((ad, i) => (
              <Button
                key={`${i}-${ad.image}`}
                variant="text"
                className={styles.dot}
                aria-label={M.slide(i + 1, count)}
                aria-current={i === shown ? "true" : undefined}
                onClick={() => setChosen(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}

/** The ads, or while they are on their way (`pending`) the space of the banner or of a row of tiles. */
export function Ads({
  ads,
  wide = true,
  pending = false,
}: {
  ads: ReadonlyArray<Ad>
  wide?: boolean
  pending?: boolean
}) {
  if (ads.length === 0)
    return pending ? (
      <div className={wide ? styles.bannerSpace : styles.tilesSpace} aria-hidden="true" />
    ) : null
  if (wide) return <Banner ads={ads} />
  return (
    <ul
      className={styles.tiles}
      aria-label={Messages.zones.banner}
      style={{ "--tiles": Math.min(ads.length, 3) } as CSSProperties}
    >
      {ads.map((ad, i) => (
        <li key={`${ad.url}-${i}`}>
          <AdPicture ad={ad} width={590} height={200} />
        </li>
      ))}
    </ul>
  )
}
