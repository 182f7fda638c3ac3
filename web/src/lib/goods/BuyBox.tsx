/**
 * Quantity input (+/- by pack size) and 加入购物车 for one goods item. The quantity is checked by
 * core when the button is pressed; an error or a pack-size notice shows under the input.
 * `onQuantity` hears what the input holds (a whole number, or null), so a page can price it.
 */
import { useEffect, useId, useState } from "react"
import * as Messages from "@mall/core/Messages"
import * as Quantity from "@mall/core/Quantity"
import { Button } from "../ui/Button.tsx"
import { addToCart, goodsView, type Goods } from "./goods.ts"
import styles from "./Goods.module.css"

export type BuyBoxProps = {
  goods: Goods
  size?: "small" | "large"
  onQuantity?: ((quantity: number | null) => void) | undefined
}

export function BuyBox({ goods, size = "small", onQuantity }: BuyBoxProps) {
  const view = goodsView(goods)
  const [quantity, setQuantity] = useState(String(view.limits.min))
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const messageId = useId()
  const current = Quantity.read(quantity)
  useEffect(() => onQuantity?.(current), [current, onQuantity])
  const disabled = view.unavailable !== null
  const stepTo = (direction: Quantity.Direction) => {
    const next = Quantity.step(view.limits, current, direction)
    if (next === null) return
    setQuantity(String(next))
    setMessage(null)
  }
  const submit = () => {
    const r = addToCart(goods, quantity)
    if (r._tag === "Invalid") {
      setMessage({ text: r.message, error: true })
      return
    }
    setQuantity(String(r.quantity))
    setMessage(r.notice === null ? null : { text: r.notice, error: false })
  }
  return (
    <div className={size === "large" ? styles.buyBoxLarge : styles.buyBox}>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label={Messages.common.decrease(view.name)}
          disabled={disabled}
          // at the end of the range: marked, not disabled, so the keyboard focus stays on it
          aria-disabled={!Quantity.canStep(view.limits, current, "down")}
          onClick={() => stepTo("down")}
        >
          -
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={Messages.common.quantityOf(view.name)}
          aria-invalid={message?.error === true}
          aria-describedby={message !== null ? messageId : undefined}
          value={quantity}
          disabled={disabled}
          onChange={(e) => {
            setQuantity(e.target.value)
            setMessage(null)
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") submit()
          }}
        />
        <button
          type="button"
          aria-label={Messages.common.increase(view.name)}
          disabled={disabled}
          aria-disabled={!Quantity.canStep(view.limits, current, "up")}
          onClick={() => stepTo("up")}
        >
          +
        </button>
      </div>
      <Button
        variant="primary"
        size={size === "large" ? "large" : "small"}
        disabled={disabled}
        aria-label={
          size === "large"
            ? undefined
            : `${view.name} ${view.unavailable ?? Messages.text["goods.addToCart"]}`
        }
        onClick={submit}
      >
        {view.unavailable ?? Messages.text["goods.addToCart"]}
      </Button>
      {message !== null && (
        <p
          id={messageId}
          role={message.error ? "alert" : "status"}
          className={message.error ? styles.qtyError : styles.qtyNotice}
        >
          {message.text}
        </p>
      )}
    </div>
  )
}
