/**
 * The right-side panel: a 40 px strip (购物车, 在线客服, 我的账户, 消息, 手机APP, 返回顶部) that
 * widens to 310 px with the floating cart drawer. Each entry is an icon, 40 px tall, drawn as a
 * text button of the design system; its name is its accessible name and shows beside it while it
 * is pointed at or focused, with the cart's and the messages' counts on the icon. The
 * customer-service entry is passed in by the layout (`service`). The panel marks itself
 * `data-side-panel`: the page frame keeps the page column clear of it (global.css).
 */
import * as Messages from "@mall/core/Messages"
import { lazy, Suspense, useEffect, type ReactNode } from "react"
import { config } from "../../lib/config.ts"
import { scrollToTop } from "../../lib/browser.ts"
import { cartCount, messageCount } from "../../lib/session/session.ts"
import { Badge } from "../../lib/ui/Badge.tsx"
import { Button, ButtonLink, buttonLook } from "../../lib/ui/Button.tsx"
import { Icon, type IconPath } from "../../lib/ui/Icon.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Popover, type TriggerLook } from "../../lib/ui/Popover.tsx"
import { open, routeChanged, toggle, width } from "./model.ts"
import styles from "./RightPanel.module.css"
import { cartIcon } from "../../lib/ui/icons/cart.ts"
import { messageIcon } from "../../lib/ui/icons/message.ts"
import { phoneIcon } from "../../lib/ui/icons/phone.ts"
import { serviceIcon } from "../../lib/ui/icons/service.ts"
import { topIcon } from "../../lib/ui/icons/top.ts"
import { userIcon } from "../../lib/ui/icons/user.ts"

const t = Messages.text

/** The drawer and core Cart are loaded the first time the drawer opens. */
const CartDrawer = lazy(() => import("./CartDrawer.tsx").then((m) => ({ default: m.CartDrawer })))

/** What a popover's trigger in the strip is given: its class and its face. */
export type PanelTrigger = { look: TriggerLook; label: ReactNode }

export type RightPanelProps = {
  /** The route shown (core CartPanel: the drawer never opens on the cart page). */
  routeName: string | undefined
  /** The 在线客服 entry, drawn as a popover trigger of the strip. */
  service: (trigger: PanelTrigger) => ReactNode
}

/**
 * An entry's face: the icon, its name (its accessible name, shown beside the strip while the
 * entry is pointed at or focused) and its count.
 */
function Face({ icon, name, count }: { icon: IconPath; name: string; count?: number | null }) {
  return (
    <>
      <Icon d={icon} size={22} />
      <span className={styles.name}>{name}</span>
      {count !== undefined && (
        <>
          {" "}
          <Badge count={count} className={styles.badge} />
        </>
      )}
    </>
  )
}

const entry = buttonLook({ variant: "text" }, styles.entry)

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
      data-side-panel=""
      data-open={isOpen ? "true" : "false"}
    >
      {isOpen && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
      <ul className={styles.strip}>
        <li>
          <Button
            variant="text"
            className={styles.entry}
            aria-expanded={isOpen}
            aria-controls="right-panel-cart"
            onClick={toggle}
          >
            <Face icon={cartIcon} name={t["panel.cart"]} count={cartCount.value} />
          </Button>
        </li>
        <li>
          {service({
            look: entry,
            label: <Face icon={serviceIcon} name={t["panel.service"]} />,
          })}
        </li>
        <li>
          <ButtonLink variant="text" to="/user" className={styles.entry}>
            <Face icon={userIcon} name={t["panel.account"]} />
          </ButtonLink>
        </li>
        <li>
          <ButtonLink variant="text" to="/zhzx/wdxx" className={styles.entry}>
            <Face icon={messageIcon} name={t["panel.messages"]} count={messageCount.value} />
          </ButtonLink>
        </li>
        <li>
          <Popover
            label={<Face icon={phoneIcon} name={t["panel.app"]} />}
            triggerLook={entry}
            className={styles.qr}
            side="left"
            offset={8}
          >
            <Image src={config.appQrUrl} alt={Messages.shell.qrHint} width={120} height={120} />
            <p>{Messages.shell.qrHint}</p>
          </Popover>
        </li>
        <li className={styles.bottom}>
          <Button variant="text" className={styles.entry} onClick={scrollToTop}>
            <Face icon={topIcon} name={t["panel.top"]} />
          </Button>
        </li>
      </ul>
    </aside>
  )
}
