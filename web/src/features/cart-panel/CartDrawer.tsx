/**
 * The floating cart drawer of the right panel: its lines, 合计 and 去购物车结算 (see drawer.ts).
 * A non-modal dialog, Radix Dialog's (`modal={false}`), drawn in the panel rather than a portal:
 * focus moves to its title when it opens, Esc closes it, and focus returns to the 购物车 tab that
 * opened it (or to what replaced it, lib/ui/focus.ts). A click or focus outside leaves it open:
 * the 购物车 tab closes it, as it opened it. It loads with the drawer, never on the first load.
 */
import * as Messages from "@mall/core/Messages"
import * as RadixDialog from "@radix-ui/react-dialog"
import { useEffect, useRef } from "react"
import { rememberFocus, restoreFocus } from "../../lib/ui/focus.ts"
import { SetContents, SetPicture } from "../../lib/goods/SetContents.tsx"
import { Button, ButtonLink } from "../../lib/ui/Button.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import { lines, removeLine, total } from "./drawer.ts"
import { loading, toggle } from "./model.ts"
import styles from "./CartDrawer.module.css"

const t = Messages.text

export function CartDrawer() {
  const rows = lines.value
  // the 购物车 tab (or what had focus) when the drawer opened: focus goes back there on close
  const opener = useRef(typeof document === "undefined" ? null : rememberFocus())
  const title = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  // given back as the drawer goes (Esc, the tab), in the commit that removes it: Radix would give
  // it a task later, after the page's focus keeper has moved a focus that fell to the page
  useEffect(() => {
    const el = panel.current
    const back = opener.current
    return () => {
      const active = document.activeElement
      if (active === null || active === document.body || el?.contains(active) === true)
        restoreFocus(back)
    }
  }, [])
  return (
    <RadixDialog.Root
      open
      modal={false}
      onOpenChange={(open) => {
        if (!open) toggle()
      }}
    >
      <RadixDialog.Content
        ref={panel}
        id="right-panel-cart"
        aria-modal="false"
        aria-describedby={undefined}
        className={styles.drawer}
        data-focus-fallback="right-panel-cart"
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          title.current?.focus({ preventScroll: true })
        }}
        onCloseAutoFocus={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <RadixDialog.Title asChild>
          <h2
            ref={title}
            className={styles.drawerTitle}
            data-focus-key="right-panel-cart"
            tabIndex={-1}
          >
            {t["panel.cart"]}
          </h2>
        </RadixDialog.Title>
        <div className={styles.list} aria-busy={loading.value}>
          {!loading.value && rows.length === 0 && <p className={styles.empty}>{t["cart.empty"]}</p>}
          <ul>
            {rows.map((row) => (
              <li key={row.id} className={styles.line}>
                {row.set === null ? (
                  <Image
                    src={row.image}
                    alt={row.name}
                    width={60}
                    height={60}
                    className={styles.thumb}
                  />
                ) : (
                  <SetPicture set={row.set} cell={29} />
                )}
                <div className={styles.info}>
                  <p className={styles.name}>
                    {row.set !== null && (
                      <Tag text={Messages.common.combination} className={styles.setTag} />
                    )}
                    {row.name}
                  </p>
                  {row.set === null ? (
                    <>
                      <p className={styles.meta}>{row.maker}</p>
                      <p className={styles.meta}>{row.spec}</p>
                    </>
                  ) : (
                    <SetContents set={row.set} noSpec itemClassName={styles.meta} />
                  )}
                  <p className={styles.priceRow}>
                    <Price amount={row.unitPrice} size="small" /> × {row.quantity}
                    {row.unit}
                    <Button
                      variant="text"
                      className={styles.delete}
                      aria-label={Messages.common.deleteOf(row.name)}
                      onClick={() => void removeLine(row.id)}
                    >
                      {t["panel.delete"]}
                    </Button>
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
          <ButtonLink to="/cart" variant="primary" size="md" block>
            {t["panel.settle"]}
          </ButtonLink>
        </div>
      </RadixDialog.Content>
    </RadixDialog.Root>
  )
}
