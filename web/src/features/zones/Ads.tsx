/**
 * A zone's ads: each picture follows its link; an ad without a (safe) target says 活动未开始
 * (core Display.activityLink) instead of going nowhere.
 *
 * The ads are a strip of tiles, all in view: three a row (or as many as `perRow` says), fewer in the middle of
 * the row, each picture at its own proportions (`size`: 1200 × 300 for a zone's banners, 590 × 200
 * for 控销专区's ad slots). While they are on their way (`pending`) the space of one row is kept, so
 * the page below does not jump when they arrive.
 */
import * as Messages from "@mall/core/Messages"
import type { CSSProperties } from "react"
import type { Resource } from "../../lib/kit/resource.ts"
import { openActivityLink } from "../../lib/ui/activityLink.ts"
import { Button } from "../../lib/ui/Button.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import styles from "./Zones.module.css"

export type Ad = { readonly image: string; readonly url: string; readonly name: string }

/** Whether a resource that brings ads has not answered yet (its ads' space is kept meanwhile). */
export const adsPending = (r: Pick<Resource<unknown, unknown>, "data" | "status">): boolean =>
  r.data.value === null && r.status.value !== "failed"

export function Ads({
  ads,
  perRow = 3,
  size = [1200, 300],
  pending = false,
}: {
  ads: ReadonlyArray<Ad>
  perRow?: 1 | 2 | 3
  /** The pictures' width and height. */
  size?: readonly [number, number]
  pending?: boolean
}) {
  const [width, height] = size
  const look = { "--per-row": perRow, "--ratio": `${width} / ${height}` } as CSSProperties
  if (ads.length === 0)
    return pending ? (
      <div className={styles.ads} style={look} aria-hidden="true">
        <div className={styles.adSpace} />
      </div>
    ) : null
  return (
    <ul className={styles.ads} style={look} aria-label={Messages.zones.banner}>
      {ads.map((ad, i) => (
        <li key={`${ad.url}-${i}`}>
          <Button variant="text" className={styles.ad} onClick={() => openActivityLink(ad.url)}>
            <Image src={ad.image} alt={ad.name} width={width} height={height} />
          </Button>
        </li>
      ))}
    </ul>
  )
}
