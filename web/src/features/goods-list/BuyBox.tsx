/**
 * Quantity input (+/- by pack size) and 加入购物车 for one goods item. The quantity is checked by
 * core when the button is pressed; an error or a pack-size notice shows under the input.
 */
import { useId, useState } from "react"
import * as Messages from "@mall/core/Messages"
import { Button } from "../../lib/ui/Button.tsx"
import { addToCart, goodsView, type Goods } from "./goods.ts"
import { listText } from "./text.ts"
import styles from "./GoodsList.module.css"

export type BuyBoxProps = {
  goods: Goods
  size?: "small" | "large"
}

export function BuyBox({ goods, size = "small" }: BuyBoxProps) {
  const view = goodsView(goods)
  const [quantity, setQuantity] = useState(String(view.step))
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const messageId = useId()
  const current = Number.parseInt(quantity, 10)
  const disabled = view.unavailable !== null
  const stepBy = (delta: number) => {
    const base = Number.isFinite(current) ? current : view.step
    setQuantity(String(Math.max(view.step, base + delta)))
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
          aria-label={listText.decrease(view.name)}
          disabled={disabled || !Number.isFinite(current) || current <= view.step}
          onClick={() => stepBy(-view.step)}
        >
          -
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={listText.quantityOf(view.name)}
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
          aria-label={listText.increase(view.name)}
          disabled={disabled}
          onClick={() => stepBy(view.step)}
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
