/**
 * A zone's ads: each picture follows its link; an ad without a (safe) target says 活动未开始
 * (core Display.activityLink) instead of going nowhere.
 */
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import { leaveTo } from "../../lib/browser.ts"
import type { Resource } from "../../lib/kit/resource.ts"
import { isAppPath, navigateTo } from "../../lib/navigation.ts"
import { Image } from "../../lib/ui/Image.tsx"
import { notify } from "../../lib/ui/toast.ts"
import styles from "./Zones.module.css"

export type Ad = { readonly image: string; readonly url: string; readonly name: string }

/** Follows an ad's link, or says 活动未开始 when it has none. */
export function openAd(url: string | null | undefined): void {
  const action = Display.activityLink(url)
  if (action._tag === "NotStarted") {
    notify(action.message)
    return
  }
  if (isAppPath(action.url)) navigateTo(action.url)
  else leaveTo(action.url)
}

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
          <button type="button" className={styles.ad} onClick={() => openAd(ad.url)}>
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
