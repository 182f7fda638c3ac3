/**
 * The home page /: category sidebar, banner carousel and side ads, the spike block with its live
 * countdown, new-buyer specials, zone floors, brands, news and recommendations. Each block shows
 * once its own call answered.
 */
import { memo, useEffect, type ReactNode } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import * as Countdown from "@mall/core/Countdown"
import * as NewsType from "@mall/core/NewsType"
import * as Heading from "@mall/core/Heading"
import * as Clock from "../../lib/clock.ts"
import { openActivityLink } from "../../lib/ui/activityLink.ts"
import { Button, ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { GoodsGrid } from "../../lib/ui/GoodsCard.tsx"
import { Image, loadingAt } from "../../lib/ui/Image.tsx"
import { Banner } from "./Banner.tsx"
import { GoodsTile } from "./GoodsTile.tsx"
import {
  brands,
  firstGoodsFloor,
  FLOORS,
  floorsSettled,
  floorsShown,
  loadHome,
  newBuyer,
  news,
  recommended,
  rightAds,
  showNextFloor,
  sidebar,
  spike,
  spikeClock,
  ZONES,
  zones,
  type Ad,
  type FloorKey,
  type Goods,
} from "./model.ts"
import styles from "./Home.module.css"

const MemoBanner = memo(Banner)

const Sidebar = memo(function Sidebar() {
  const entries = sidebar.value
  return (
    <nav className={styles.sidebar} aria-label={Messages.home.categories}>
      <ul>
        {entries.map(({ entry, query }) => (
          <li key={`${query}-${entry.id}`} className={styles.sideItem}>
            <Link to={`/list?select=${entry.id}${query}`} className={styles.sideLink}>
              {entry.name}
            </Link>
            {(entry.children ?? []).length > 0 && (
              <span className={styles.sideChildren}>
                {(entry.children ?? []).slice(0, 3).map((c) => (
                  <Link key={c.id} to={`/list?select=${c.id}${query}`}>
                    {c.name}
                  </Link>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
})

function AdButton({ ad, width, height }: { ad: Ad; width: number; height: number }) {
  return (
    <Button variant="text" className={styles.adButton} onClick={() => openActivityLink(ad.url)}>
      <Image src={ad.image} alt={ad.name} width={width} height={height} />
    </Button>
  )
}

const SideAds = memo(function SideAds() {
  const ads = rightAds.value
  return (
    <aside className={styles.sideAds} aria-label={Messages.home.ads}>
      {ads.slice(0, 3).map((ad, i) => (
        <AdButton key={`${i}-${ad.image}`} ad={ad} width={190} height={110} />
      ))}
    </aside>
  )
})

/** How the picture of the tile at `index` of a floor loads: at once in the top floor's first tiles. */
function tileLoading(floor: FloorKey, index: number): "eager" | "lazy" {
  return firstGoodsFloor.value === floor ? loadingAt(index) : "lazy"
}

function SpikeCountdown() {
  const clock = spikeClock.value
  if (clock === null) return null
  if (clock.phase === "ended")
    return <span className={styles.countdown}>{Messages.home.spikeEnded}</span>
  const p = clock.parts
  const u = Messages.countdown
  return (
    <span className={styles.countdown} role="timer" aria-live="off" data-testid="spike-countdown">
      {clock.phase === "upcoming" ? Messages.home.spikeStartsIn : Messages.home.spikeEndsIn}
      {p.days > 0 && (
        <>
          <b>{p.days}</b>
          {u.days}
        </>
      )}
      <b>{Countdown.pad2(p.hours)}</b>
      {u.hours}
      <b>{Countdown.pad2(p.minutes)}</b>
      {u.minutes}
      <b>{Countdown.pad2(p.seconds)}</b>
      {u.seconds}
    </span>
  )
}

/** A floor of the home page: a card with its heading, a 更多 link when it has a page, and its content. */
function Floor({
  id,
  title,
  extra,
  more,
  actions,
  children,
}: {
  id: string
  title: string
  extra?: ReactNode
  more?: string | undefined
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.floor}>
      <Card
        title={title}
        headingId={id}
        extra={extra}
        actions={
          actions ??
          (more === undefined ? undefined : (
            <ButtonLink to={more} variant="text" aria-label={Messages.home.moreOf(title)}>
              {Messages.home.more}
            </ButtonLink>
          ))
        }
      >
        {children}
      </Card>
    </div>
  )
}

const GoodsRow = memo(function GoodsRow({
  floor,
  title,
  items,
  more,
}: {
  floor: FloorKey
  title: string
  items: ReadonlyArray<Goods>
  more?: string
}) {
  if (items.length === 0) return null
  return (
    <Floor id={`floor-${floor}`} title={title} more={more}>
      <GoodsGrid label={title}>
        {items.slice(0, 10).map((g, i) => (
          <GoodsTile key={g.id} goods={g} loading={tileLoading(floor, i)} />
        ))}
      </GoodsGrid>
    </Floor>
  )
})

const SpikeBlock = memo(function SpikeBlock() {
  const s = spike.value
  if (s === null || s.goods.length === 0) return null
  return (
    <Floor
      id="spike-heading"
      title={Messages.home.spike}
      extra={Heading.subtitle(Messages.home.spike, s.title) ?? undefined}
      actions={<SpikeCountdown />}
    >
      <GoodsGrid label={Messages.home.spike}>
        {s.goods.slice(0, 5).map((g, i) => (
          <GoodsTile key={g.id} goods={g} loading={tileLoading("spike", i)} />
        ))}
      </GoodsGrid>
    </Floor>
  )
})

/** The zone floors among the first `count` floors. */
const Zones = memo(function Zones({ count }: { count: number }) {
  const all = zones.value
  const shown = (key: FloorKey): boolean => FLOORS.indexOf(key) < count
  return (
    <>
      {ZONES.map(({ key, more }) => {
        const zone = all[key]
        if (!shown(key) || zone === undefined || (zone.goods.length === 0 && zone.ads.length === 0))
          return null
        return (
          <Floor key={key} id={`zone-${key}`} title={Messages.home.zones[key]} more={more}>
            <div className={styles.zoneBody}>
              {zone.ads[0] !== undefined && (
                <div className={styles.zoneAd}>
                  <AdButton ad={zone.ads[0]} width={1200} height={300} />
                </div>
              )}
              <div className={styles.zoneTiles}>
                <GoodsGrid label={Messages.home.zones[key]} columns={5}>
                  {zone.goods.slice(0, 10).map((g, i) => (
                    <GoodsTile key={g.id} goods={g} loading={tileLoading(key, i)} />
                  ))}
                </GoodsGrid>
              </div>
            </div>
          </Floor>
        )
      })}
    </>
  )
})

/** The brands: their logos, each naming its brand (the name is not written again under it). */
const Brands = memo(function Brands() {
  const list = brands.value
  if (list.length === 0) return null
  return (
    <Floor id="brand-heading" title={Messages.home.brands} more="/ppzq">
      <ul className={styles.brands}>
        {list.slice(0, 12).map((b) => (
          <li key={b.id}>
            <Link to={`/ppzq/info/${b.id}`} className={styles.brand}>
              <Image src={b.logo} alt={b.name} width={120} height={60} />
            </Link>
          </li>
        ))}
      </ul>
    </Floor>
  )
})

const News = memo(function News() {
  const list = news.value
  if (list.length === 0) return null
  return (
    <div className={styles.news}>
      <Floor id="news-heading" title={Messages.home.news}>
        <ul className={styles.newsList}>
          {list.slice(0, 6).map((a) => (
            <li key={a.id}>
              <Link to={NewsType.href(a.id, NewsType.fromCategory(a.category_id))}>{a.title}</Link>
              <time>{a.created_at.slice(0, 10)}</time>
            </li>
          ))}
        </ul>
      </Floor>
    </div>
  )
})

export function HomePage() {
  useEffect(() => {
    loadHome()
    return Clock.startClock()
  }, [])
  const count = floorsShown.value
  const settledCount = floorsSettled.value
  // after each commit, the next floor that has answered
  useEffect(showNextFloor, [count, settledCount])
  const shown = (key: FloorKey): boolean => FLOORS.indexOf(key) < count
  return (
    <div className={`page-width ${styles.page}`}>
      <h1 className={styles.srOnly}>{Messages.text["site.title"]}</h1>
      <div className={styles.top}>
        <Sidebar />
        <MemoBanner />
        <SideAds />
      </div>
      {shown("spike") && <SpikeBlock />}
      {shown("newBuyer") && (
        <GoodsRow floor="newBuyer" title={Messages.home.newBuyer} items={newBuyer.value} />
      )}
      <Zones count={count} />
      {shown("brandsNews") && (
        <div className={styles.twoCols}>
          <Brands />
          <News />
        </div>
      )}
      {shown("recommended") && (
        <GoodsRow
          floor="recommended"
          title={Messages.home.recommended}
          items={recommended.value}
          more="/list"
        />
      )}
    </div>
  )
}
