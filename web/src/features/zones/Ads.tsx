/**
 * A zone's ads: each picture follows its link; an ad without a (safe) target says 活动未开始
 * (core Display.activityLink) instead of going nowhere.
 */
import * as Messages from "@mall/core/Messages"
import type { Resource } from "../../lib/kit/resource.ts"
import { openActivityLink } from "../../lib/ui/activityLink.ts"
import { Image } from "../../lib/ui/Image.tsx"
import styles from "./Zones.module.css"

export type Ad = { readonly image: string; readonly url: string; readonly name: string }

/** Whether a resource that brings ads has not answered yet (its ads' space is kept meanwhile). */
export const adsPending = (r: Pick<Resource<unknown, unknown>, "data" | "status">): boolean =>
  r.data.value === null && r.status.value !== "failed"

/**
 * The ads, or while they are on their way (`pending`) the space of one banner or one row of tiles,
 * so the page below does not jump when they arrive.
 */
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
      wide ? (
        <div className={styles.ads} aria-hidden="true">
          <div className={styles.adSpace} />
        </div>
      ) : (
        <div className={styles.adTilesPending} aria-hidden="true" />
      )
    ) : null
  return (
    <ul className={wide ? styles.ads : styles.adTiles} aria-label={Messages.zones.banner}>
      {ads.map((ad, i) => (
        <li key={`${ad.url}-${i}`}>
          <button type="button" className={styles.ad} onClick={() => openActivityLink(ad.url)}>
            <Image
              src={ad.image}
              alt={ad.name}
              width={wide ? 1200 : 590}
              height={wide ? 300 : 200}
            />
          </button>
        </li>
      ))}
    </ul>
  )
}
