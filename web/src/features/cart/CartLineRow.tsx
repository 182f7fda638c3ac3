/**
 * One cart line: checkbox, goods (a combination: its name, the goods of one set with how many
 * each, their pictures; the 满减 mark when its goods count towards 满减; its gifts or trade-ins),
 * unit price (a combination: the set price), quantity (the design system's stepper; a
 * combination in whole sets) with what was said of it, amount, delete. A quantity typed and not yet confirmed is kept by the model
 * (`keepDraft`) until Enter, blur or Esc. The stepper keeps
 * its focus through a save: its buttons are never disabled while the line saves (the stepper is
 * marked busy) and count every press, the model saving the last quantity chosen after the save in
 * flight; they are `aria-disabled` only at the stock and pack limits. After a confirmed delete
 * focus moves to the next line's 删除 (or the previous one's, or the page heading when the cart is
 * empty).
 */
import { memo, useId, useState } from "react"
import * as Cart from "@mall/core/Cart"
import * as Messages from "@mall/core/Messages"
import * as Quantity from "@mall/core/Quantity"
import { SetContents, SetPicture } from "../../lib/goods/SetContents.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { Checkbox } from "../../lib/ui/Field.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { NumberStepper } from "../../lib/ui/NumberStepper.tsx"
import { Price } from "../../lib/ui/Price.tsx"
import { Tag } from "../../lib/ui/Tag.tsx"
import { focusElement, pageHeading } from "../../lib/ui/focus.ts"
import {
  changeQuantity,
  deleteLine,
  dropDrafts,
  keepDraft,
  selection,
  toggleLine,
  type QuantityMessage,
} from "./model.ts"
import { lineView, rowTags } from "./lineView.ts"
import styles from "./Cart.module.css"

export type CartLineRowProps = {
  line: Cart.Line
  /** The line's place in the cart (its entry in `selection`). */
  index: number
  /** What was said of the line's last quantity (a refusal, or the rounding to the pack). */
  message: QuantityMessage | undefined
  busy: boolean
  /** The cart has 满减 tiers: the lines whose goods count towards them are marked 满减. */
  manjian: boolean
}

function QuantityField({
  line,
  busy,
  message,
  messageId,
}: {
  line: Cart.Line
  busy: boolean
  message: QuantityMessage | undefined
  messageId: string
}) {
  const view = lineView(line)
  const [draft, setDraft] = useState<string | null>(null)
  // a new quantity from the server (or a step) replaces what was being typed
  const [seen, setSeen] = useState(line.quantity)
  if (seen !== line.quantity) {
    setSeen(line.quantity)
    setDraft(null)
  }
  const commit = (value: string) => {
    setDraft(null)
    void changeQuantity(line.id, value)
  }
  const canDown = Quantity.canStep(view.limits, line.quantity, "down")
  const canUp = Quantity.canStep(view.limits, line.quantity, "up")
  const shown = draft ?? String(line.quantity)
  return (
    // Esc puts back the quantity saved; the stepper's buttons keep their focus through a save
    <span
      className={styles.stepper}
      aria-busy={busy}
      onKeyDown={(e) => {
        if (e.key !== "Escape" || draft === null) return
        setDraft(null)
        dropDrafts([line.id])
      }}
    >
      <NumberStepper
        value={shown}
        onChange={(text) => {
          setDraft(text)
          keepDraft(line.id, text)
        }}
        onStep={(direction) => {
          const next = Quantity.step(view.limits, line.quantity, direction)
          if (next !== null) commit(String(next))
        }}
        onEnter={() => commit(shown)}
        onBlur={() => {
          if (draft !== null) commit(draft)
        }}
        canDown={canDown}
        canUp={canUp}
        label={Messages.common.quantityOf(view.name)}
        decreaseLabel={Messages.common.decrease(view.name)}
        increaseLabel={Messages.common.increase(view.name)}
        invalid={message?.error === true}
        describedBy={message !== undefined ? messageId : undefined}
      />
    </span>
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

/** The line's checkbox: reads the selection itself, so 全选 redraws the boxes, not the rows. */
function LineCheckbox({ line, index, name }: { line: Cart.Line; index: number; name: string }) {
  return (
    <Checkbox
      aria-label={Messages.cart.selectLine(name)}
      checked={selection.value[index] === true}
      disabled={!line.selectable}
      onChange={() => toggleLine(line.id)}
    />
  )
}

export const CartLineRow = memo(function CartLineRow({
  line,
  index,
  message,
  busy,
  manjian,
}: CartLineRowProps) {
  const view = lineView(line)
  const messageId = useId()
  return (
    <div
      className={[styles.line, line.selectable ? "" : styles.lineDisabled].join(" ")}
      data-testid="cart-line"
      data-line-id={line.id}
    >
      <div className={styles.colCheck}>
        <LineCheckbox line={line} index={index} name={view.name} />
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
            {manjian && Cart.countsForManjian(line) && (
              <span data-testid="manjian-line">
                <Tag text={Messages.cart.manjianTag} />
              </span>
            )}
            {rowTags(view, manjian).map((t) => (
              <Tag key={t} text={t} />
            ))}
            {view.shippingLabel !== null && (
              <span className={styles.note}>{view.shippingLabel}</span>
            )}
            {view.gifts !== null && <span className={styles.gift}>{view.gifts}</span>}
            {view.unavailable !== null && (
              <StatusBadge tone="muted">{view.unavailable}</StatusBadge>
            )}
          </div>
        </div>
      </div>
      <div className={styles.colPrice}>
        <Price amount={line.unitPrice} />
      </div>
      <div className={styles.colQty}>
        <QuantityField line={line} busy={busy} message={message} messageId={messageId} />
        {message !== undefined && (
          <div
            id={messageId}
            role={message.error ? "alert" : "status"}
            className={message.error ? styles.qtyError : styles.qtyNotice}
          >
            {message.text}
          </div>
        )}
      </div>
      <div className={styles.colAmount}>
        <Price amount={line.amount} />
      </div>
      <div className={styles.colOps}>
        <Button
          variant="text"
          data-focus-key={`delete-${line.id}`}
          aria-label={Messages.common.deleteOf(view.name)}
          onClick={(e) => void deleteAndMoveFocus(e.currentTarget, line.id)}
        >
          {Messages.text["panel.delete"]}
        </Button>
      </div>
    </div>
  )
})
