/**
 * The floating cart drawer of the right panel: its lines, 合计 and 去购物车结算 (see drawer.ts).
 * A non-modal dialog (`role="dialog"`, `aria-modal="false"`, named by its title) drawn in the
 * panel: focus moves to its title when it opens, Esc closes it, and focus returns to the 购物车 tab
 * that opened it (or to what replaced it, lib/ui/focus.ts). A click or focus outside leaves it
 * open: the 购物车 tab closes it, as it opened it. It loads with the drawer, never on the first
 * load. (On Radix Dialog it read the page's computed style before drawing, for an animation it
 * does not have, and laid the page out twice more on the way to its first frame.)
 * The lines are windowed: only those in the list's view (and a few beside) exist in the page,
 * each saying its place in the list (`aria-posinset` of `aria-setsize`).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react"
import { useBoxRows } from "../../lib/kit/useBoxRows.ts"
import { focusIsIn, rememberFocus, restoreFocus } from "../../lib/ui/focus.ts"
import { SetContents, SetPicture } from "../../lib/goods/SetContents.tsx"
import { Button, ButtonLink } from "../../lib/ui/Button.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import { lines, removeLine, total, type LineView } from "./drawer.ts"
import { loading, toggle } from "./model.ts"
import styles from "./CartDrawer.module.css"

const t = Messages.text

/** About the height of a goods line (picture, name, maker, spec, price); lines are measured. */
const LINE_HEIGHT = 97

function DrawerLine({ row }: { row: LineView }) {
  return (
    <>
      {row.set === null ? (
        <Image src={row.image} alt={row.name} width={60} height={60} className={styles.thumb} />
      ) : (
        <SetPicture set={row.set} cell={29} />
      )}
      <div className={styles.info}>
        <p className={styles.name}>
          {row.set !== null && <Tag text={Messages.common.combination} className={styles.setTag} />}
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
    </>
  )
}

/**
 * The lines, windowed against the drawer's scrolling list: a cart of hundreds of lines opens the
 * drawer with the dozen or so in view built, not all of them.
 */
function DrawerLines() {
  const rows = lines.value
  const busy = loading.value
  const { ref, virtualizer } = useBoxRows<HTMLDivElement>({
    count: rows.length,
    rowHeight: LINE_HEIGHT,
    overscan: 4,
    keyOf: (i) => rows[i]?.id ?? i,
  })
  return (
    <div ref={ref} className={styles.list} aria-busy={busy}>
      {!busy && rows.length === 0 && <p className={styles.empty}>{t["cart.empty"]}</p>}
      <ul className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index]
          if (row === undefined) return null
          return (
            <li
              key={v.key}
              ref={virtualizer.measureElement}
              data-index={v.index}
              aria-setsize={rows.length}
              aria-posinset={v.index + 1}
              className={styles.line}
              style={{ transform: `translateY(${v.start}px)` }}
            >
              <DrawerLine row={row} />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function CartDrawer() {
  // the 购物车 tab (or what had focus) when the drawer opened: focus goes back there on close
  const [opener] = useState(() => (typeof document === "undefined" ? null : rememberFocus()))
  const title = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // in the commit that draws it, so the frame that shows the drawer shows the focus too
  useLayoutEffect(() => title.current?.focus({ preventScroll: true }), [])
  // given back as the drawer goes (Esc, the tab), in the commit that removes it, before the
  // page's focus keeper moves a focus that fell to the page
  useEffect(() => {
    const el = panel.current
    return () => {
      if (focusIsIn(el)) restoreFocus(opener)
    }
  }, [opener])
  // Esc anywhere closes it, unless something above it (a dialog, a menu) took the key
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== "Escape" || event.isComposing || event.defaultPrevented) return
      event.preventDefault()
      toggle()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [])
  return (
    <div
      ref={panel}
      id="right-panel-cart"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={styles.drawer}
      data-focus-fallback="right-panel-cart"
    >
      <h2
        ref={title}
        id={titleId}
        className={styles.drawerTitle}
        data-focus-key="right-panel-cart"
        tabIndex={-1}
      >
        {t["panel.cart"]}
      </h2>
      <DrawerLines />
      <div className={styles.footer}>
        <p>
          {t["panel.total"]}：<Price amount={total.value} size="large" />
        </p>
        <ButtonLink to="/cart" variant="primary" size="md" block>
          {t["panel.settle"]}
        </ButtonLink>
      </div>
    </div>
  )
}
