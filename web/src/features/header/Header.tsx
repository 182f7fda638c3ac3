/**
 * The main header: top bar, top banner ad, logo + search + cart (fixed at the top as a compact
 * bar after 205 px of scrolling), then the category menu and top nav. The search box is passed in
 * by the layout (`search`, null where the route hides it).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, type ReactNode } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import { config } from "../../lib/config.ts"
import { cartCount } from "../../lib/session/session.ts"
import { Badge } from "../../lib/ui/Badge.tsx"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Icon } from "../../lib/ui/Icon.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { CategoryMenu } from "./CategoryMenu.tsx"
import { TopBar } from "./TopBar.tsx"
import { TopNav } from "./TopNav.tsx"
import { loadHeader, onScroll, sticky, topAd, topAdPending } from "./model.ts"
import styles from "./Header.module.css"
import { cartIcon } from "../../lib/ui/icons/cart.ts"

export function Header({ search }: { search: ReactNode }) {
  useEffect(() => {
    loadHeader()
    const handler = () => onScroll(window.scrollY)
    handler()
    window.addEventListener("scroll", handler, { passive: true })
    return () => window.removeEventListener("scroll", handler)
  }, [])
  const ad = topAd.value
  const isSticky = sticky.value
  return (
    <header className={styles.header}>
      <TopBar />
      {ad !== null && (
        <div className={styles.topAd}>
          <SafeLink href={ad.url}>
            <Image src={ad.image} alt={ad.name} width={1200} height={80} loading="eager" />
          </SafeLink>
        </div>
      )}
      {ad === null && topAdPending.value && (
        <div className={styles.topAd} aria-hidden="true" data-testid="top-ad-space" />
      )}
      <div className={styles.mainSpacer}>
        <div
          className={isSticky ? `${styles.main} ${styles.sticky}` : styles.main}
          data-sticky={isSticky ? "true" : "false"}
          data-testid="header-main"
        >
          <div className={`page-width ${styles.mainInner}`}>
            <Link to="/" className={styles.logo}>
              {config.siteTitle}
            </Link>
            <div className={styles.searchSlot}>{search}</div>
            <ButtonLink to="/cart" variant="secondary" size="lg" className={styles.cartButton}>
              <Icon d={cartIcon} size={18} />
              <span>{Messages.text["panel.cart"]}</span>{" "}
              <Badge count={cartCount.value} className={styles.cartBadge} />
            </ButtonLink>
          </div>
        </div>
      </div>
      <div className={styles.navBar}>
        <div className={`page-width ${styles.navInner}`}>
          <CategoryMenu />
          <TopNav />
        </div>
      </div>
    </header>
  )
}
