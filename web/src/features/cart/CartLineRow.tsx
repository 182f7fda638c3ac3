/**
 * One cart line: checkbox, goods (a combination: its name, the goods of one set with how many
 * each, their pictures), unit price (a combination: the set price), quantity input (a combination
 * in whole sets), amount, delete. A quantity typed and not yet confirmed is kept by the model
 * (`keepDraft`) until Enter, blur or Esc. The stepper keeps
 * its focus through a save: its buttons are never disabled while the line saves (the stepper is
 * marked busy) and count every press, the model saving the last quantity chosen after the save in
 * flight; they are `aria-disabled` only at the stock and pack limits. After a confirmed delete
 * focus moves to the next line's 删除 (or the previous one's, or the page heading when the cart is
 * empty).
 */
import { memo, useId, useState } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import type * as Cart from "@mall/core/Cart"
import * as Messages from "@mall/core/Messages"
import * as Quantity from "@mall/core/Quantity"
import { SetContents, SetPicture } from "../../lib/goods/SetContents.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import { focusElement, pageHeading } from "../../lib/ui/focus.ts"
import { changeQuantity, deleteLine, dropDrafts, keepDraft, toggleLine } from "./model.ts"
import { lineView } from "./lineView.ts"
import styles from "./Cart.module.css"

export type CartLineRowProps = {
  line: Cart.Line
  selected: boolean
  error: string | undefined
  busy: boolean
}

function QuantityField({ line, busy }: { line: Cart.Line; busy: boolean }) {
  const view = lineView(line)
  const [draft, setDraft] = useState<string | null>(null)
  // a new quantity from the server (or a step) replaces what was being typed
  const [seen, setSeen] = useState(line.quantity)
  if (seen !== line.quantity) {
    setSeen(line.quantity)
    setDraft(null)
  }
  const shown = draft ?? String(line.quantity)
  const commit = (value: string) => {
    setDraft(null)
    void changeQuantity(line.id, value)
  }
  const down = Quantity.step(view.limits, line.quantity, "down")
  const up = Quantity.step(view.limits, line.quantity, "up")
  const canDown = Quantity.canStep(view.limits, line.quantity, "down")
  const canUp = Quantity.canStep(view.limits, line.quantity, "up")
  return (
    <div className={styles.stepper} aria-busy={busy}>
      <button
        type="button"
        data-focus-key={`qty-down-${line.id}`}
        aria-label={Messages.common.decrease(view.name)}
        aria-disabled={!canDown}
        onClick={() => {
          if (canDown && down !== null) commit(String(down))
        }}
      >
        -
      </button>
      <input
        type="text"
        inputMode="numeric"
        data-focus-key={`qty-${line.id}`}
        aria-label={Messages.common.quantityOf(view.name)}
        value={shown}
        readOnly={busy && draft === null}
        onChange={(e) => {
          setDraft(e.target.value)
          keepDraft(line.id, e.target.value)
        }}
        onBlur={(e) => {
          if (draft !== null) commit(e.target.value)
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value)
          if (e.key === "Escape") {
            setDraft(null)
            dropDrafts([line.id])
          }
        }}
      />
      <button
        type="button"
        data-focus-key={`qty-up-${line.id}`}
        aria-label={Messages.common.increase(view.name)}
        aria-disabled={!canUp}
        onClick={() => {
          if (canUp && up !== null) commit(String(up))
        }}
      >
        +
      </button>
    </div>
  )
}

/** The 删除 of the line after (else before) the row of `button`, by its focus key. */
function neighbourDelete(button: HTMLElement): string | null {
  const row = button.closest("[role=listitem]")
  const other = row?.nextElementSibling ?? row?.previousElementSibling ?? null
  return other?.querySelector("[data-focus-key^='delete-']")?.getAttribute("data-focus-key") ?? null
}

async function deleteAndMoveFocus(button: HTMLElement, id: string): Promise<void> {
  const next = neighbourDelete(button)
  // not deleted (cancelled or refused): focus came back to the button. Deleted: the neighbour's
  // 删除 takes focus now, before the row is gone (it leaves with the next render)
  if (!(await deleteLine(id))) return
  const target =
    next === null ? null : document.querySelector<HTMLElement>(`[data-focus-key="${next}"]`)
  focusElement(target ?? pageHeading())
}

export const CartLineRow = memo(function CartLineRow({
  line,
  selected,
  error,
  busy,
}: CartLineRowProps) {
  const view = lineView(line)
  const errorId = useId()
  return (
    <div
      className={[styles.line, line.selectable ? "" : styles.lineDisabled].join(" ")}
      data-testid="cart-line"
      data-line-id={line.id}
    >
      <div className={styles.colCheck}>
        <input
          type="checkbox"
          aria-label={Messages.cart.selectLine(view.name)}
          checked={selected}
          disabled={!line.selectable}
          onChange={() => toggleLine(line.id)}
        />
      </div>
      <div className={styles.colGoods}>
        {/* the list draws only the rows in view (and a few beside): their pictures load at once */}
        {view.set === null ? (
          <Image
            className={styles.thumb}
            src={view.image}
            alt={view.name}
            width={64}
            height={64}
            loading="eager"
          />
        ) : (
          <SetPicture set={view.set} cell={31} loading="eager" />
        )}
        <div className={styles.goodsText}>
          <div className={styles.goodsName}>
            {line.kind === "combination" && <Tag text={Messages.common.combination} />}
            {view.goodsId !== null ? (
              <Link to={`/list/info/${view.goodsId}`}>{view.name}</Link>
            ) : (
              <span>{view.name}</span>
            )}
          </div>
          {view.set === null ? (
            <div className={styles.goodsMeta}>
              {view.maker !== "" && <span>{view.maker}</span>}
              {view.spec !== "" && <span>{view.spec}</span>}
            </div>
          ) : (
            <SetContents set={view.set} className={styles.setItems} />
          )}
          <div className={styles.goodsTags}>
            {view.tags.map((t) => (
              <Tag key={t} text={t} />
            ))}
            {view.shippingLabel !== null && (
              <span className={styles.hint}>{view.shippingLabel}</span>
            )}
            {line.gifts > 0 && (
              <span className={styles.gift}>{Messages.common.gift(line.gifts)}</span>
            )}
            {view.unavailable !== null && (
              <span className={styles.unavailable}>{view.unavailable}</span>
            )}
          </div>
        </div>
      </div>
      <div className={styles.colPrice}>
        <Price amount={line.unitPrice} />
      </div>
      <div className={styles.colQty}>
        <QuantityField line={line} busy={busy} />
        {error !== undefined && (
          <div id={errorId} role="alert" className={styles.qtyError}>
            {error}
          </div>
        )}
      </div>
      <div className={styles.colAmount}>
        <Price amount={line.amount} />
      </div>
      <div className={styles.colOps}>
        <button
          type="button"
          className={styles.linkButton}
          data-focus-key={`delete-${line.id}`}
          aria-label={Messages.common.deleteOf(view.name)}
          onClick={(e) => void deleteAndMoveFocus(e.currentTarget, line.id)}
        >
          {Messages.text["panel.delete"]}
        </button>
      </div>
    </div>
  )
})
