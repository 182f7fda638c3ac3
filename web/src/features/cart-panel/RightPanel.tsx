/**
 * The right-side panel: a 40 px strip (购物车, 在线客服, 我的账户, 消息, 手机APP, 返回顶部) that
 * widens to 310 px with the floating cart drawer. The customer-service entry is passed in by the
 * layout (`service`).
 */
import * as Messages from "@mall/core/Messages"
import * as Popover from "@radix-ui/react-popover"
import { useEffect, type ReactNode } from "react"
import { Link } from "react-router-dom"
import { config } from "../../lib/config.ts"
import { scrollToTop } from "../../lib/browser.ts"
import { cartCount, messageCount } from "../../lib/session/session.ts"
import { Badge } from "../../lib/ui/Badge.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { shellText } from "../../lib/text.ts"
import { lines, loading, open, removeLine, routeChanged, toggle, total, width } from "./model.ts"
import styles from "./RightPanel.module.css"

const t = Messages.text

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
      aria-label={shellText.rightPanel}
      className={styles.panel}
      style={{ width: width.value }}
      data-testid="right-panel"
      data-open={isOpen ? "true" : "false"}
    >
      {isOpen && <CartDrawer />}
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
          <Popover.Root>
            <Popover.Trigger className={styles.tab}>{t["panel.app"]}</Popover.Trigger>
            <Popover.Portal>
              <Popover.Content side="left" sideOffset={8} className={styles.qr}>
                <Image src={config.appQrUrl} alt={shellText.qrHint} width={120} height={120} />
                <p>{shellText.qrHint}</p>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
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

function CartDrawer() {
  const rows = lines.value
  return (
    <section id="right-panel-cart" className={styles.drawer} aria-label={t["panel.cart"]}>
      <h2 className={styles.drawerTitle}>{t["panel.cart"]}</h2>
      <div className={styles.list} aria-busy={loading.value}>
        {!loading.value && rows.length === 0 && <p className={styles.empty}>{t["cart.empty"]}</p>}
        <ul>
          {rows.map((row) => (
            <li key={row.id} className={styles.line}>
              <Image
                src={row.image}
                alt={row.name}
                width={60}
                height={60}
                className={styles.thumb}
              />
              <div className={styles.info}>
                <p className={styles.name}>{row.name}</p>
                <p className={styles.meta}>{row.maker}</p>
                <p className={styles.meta}>{row.spec}</p>
                <p className={styles.priceRow}>
                  <Price amount={row.unitPrice} size="small" /> × {row.quantity}
                  <button
                    type="button"
                    className={styles.delete}
                    aria-label={`${t["panel.delete"]} ${row.name}`}
                    onClick={() => void removeLine(row.id)}
                  >
                    {t["panel.delete"]}
                  </button>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.footer}>
        <p>
          {t["panel.total"]}：<Price amount={total.value} size="large" />
        </p>
        <Link to="/cart" className={styles.settle}>
          {t["panel.settle"]}
        </Link>
      </div>
    </section>
  )
}
