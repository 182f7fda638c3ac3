/**
 * The right-side panel: a 40 px strip (购物车, 在线客服, 我的账户, 消息, 手机APP, 返回顶部) that
 * widens to 310 px with the floating cart drawer. The customer-service entry is passed in by the
 * layout (`service`).
 */
import * as Messages from "@mall/core/Messages"
import { lazy, Suspense, useEffect, type ReactNode } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import { config } from "../../lib/config.ts"
import { scrollToTop } from "../../lib/browser.ts"
import { cartCount, messageCount } from "../../lib/session/session.ts"
import { Badge } from "../../lib/ui/Badge.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Popover } from "../../lib/ui/Popover.tsx"
import { open, routeChanged, toggle, width } from "./model.ts"
import styles from "./RightPanel.module.css"

const t = Messages.text

/** The drawer and core Cart are loaded the first time the drawer opens. */
const CartDrawer = lazy(() => import("./CartDrawer.tsx").then((m) => ({ default: m.CartDrawer })))

export type RightPanelProps = {
  /** The route shown (core CartPanel: the drawer never opens on the cart page). */
  routeName: string | undefined
  /** The 在线客服 entry, rendered with the strip's tab class. */
  service: (tabClassName: string) => ReactNode
}

export function RightPanel({ routeName, service }: RightPanelProps) {
  useEffect(() => {
    routeChanged(routeName)
  }, [routeName])
  const isOpen = open.value
  return (
    <aside
      aria-label={Messages.shell.rightPanel}
      className={styles.panel}
      style={{ width: width.value }}
      data-testid="right-panel"
      data-open={isOpen ? "true" : "false"}
    >
      {isOpen && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
      <ul className={styles.strip}>
        <li>
          <button
            type="button"
            className={styles.tab}
            aria-expanded={isOpen}
            aria-controls="right-panel-cart"
            onClick={toggle}
          >
            <span className={styles.vertical}>{t["panel.cart"]}</span>{" "}
            <Badge count={cartCount.value} className={styles.badge} />
          </button>
        </li>
        <li>{service(styles.tab ?? "")}</li>
        <li>
          <Link to="/user" className={styles.tab}>
            {t["panel.account"]}
          </Link>
        </li>
        <li>
          <Link to="/zhzx/wdxx" className={styles.tab}>
            {t["panel.messages"]} <Badge count={messageCount.value} className={styles.badge} />
          </Link>
        </li>
        <li>
          <Popover
            label={t["panel.app"]}
            triggerClassName={styles.tab}
            className={styles.qr}
            side="left"
            offset={8}
          >
            <Image src={config.appQrUrl} alt={Messages.shell.qrHint} width={120} height={120} />
            <p>{Messages.shell.qrHint}</p>
          </Popover>
        </li>
        <li className={styles.bottom}>
          <button type="button" className={styles.tab} onClick={scrollToTop}>
            {t["panel.top"]}
          </button>
        </li>
      </ul>
    </aside>
  )
}
