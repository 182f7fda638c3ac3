/**
 * The buy row of one goods item: the design system's NumberStepper (+/- by pack size) and
 * 加入购物车. The quantity is checked by
 * core when the button is pressed; an error or a pack-size notice shows under the input.
 * `onQuantity` hears what the input holds (a whole number, or null), so a page can price it.
 */
import { useEffect, useId, useState } from "react"
import * as Messages from "@mall/core/Messages"
import * as Quantity from "@mall/core/Quantity"
import { Button } from "../ui/Button.tsx"
import { NumberStepper } from "../ui/NumberStepper.tsx"
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
      <div className={styles.buyRow}>
        <NumberStepper
          value={quantity}
          onChange={(text) => {
            setQuantity(text)
            setMessage(null)
          }}
          onStep={stepTo}
          canDown={Quantity.canStep(view.limits, current, "down")}
          canUp={Quantity.canStep(view.limits, current, "up")}
          label={Messages.common.quantityOf(view.name)}
          decreaseLabel={Messages.common.decrease(view.name)}
          increaseLabel={Messages.common.increase(view.name)}
          size={size === "large" ? "md" : "sm"}
          disabled={disabled}
          invalid={message?.error === true}
          describedBy={message !== null ? messageId : undefined}
          onEnter={submit}
        />
        <Button
          variant="primary"
          size={size === "large" ? "lg" : "sm"}
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
      </div>
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
