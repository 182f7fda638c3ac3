/**
 * A zone's ads: each picture follows its link; an ad without a (safe) target says 活动未开始
 * (core Display.activityLink) instead of going nowhere.
 */
import * as Display from "@mall/core/Display"
import * as Messages from "@mall/core/Messages"
import { leaveTo } from "../../lib/browser.ts"
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

export function Ads({ ads, wide = true }: { ads: ReadonlyArray<Ad>; wide?: boolean }) {
  if (ads.length === 0) return null
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
