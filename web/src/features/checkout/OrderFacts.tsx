/** The order number and an amount, as shown on 支付订单 and 支付完成. */
import * as Messages from "@mall/core/Messages"
import { Price } from "../../lib/ui/Price.tsx"
import styles from "./Checkout.module.css"

export type OrderFactsProps = {
  orderSn: string
  /** The amount as the server sends it. */
  amount: unknown
  amountLabel: string
}

export function OrderFacts({ orderSn, amount, amountLabel }: OrderFactsProps) {
  return (
    <dl className={styles.orderFacts}>
      <div>
        <dt>{Messages.checkout.orderSn}</dt>
        <dd>{orderSn}</dd>
      </div>
      <div>
        <dt>{amountLabel}</dt>
        <dd>
          <Price raw={amount} size="large" />
        </dd>
      </div>
    </dl>
  )
}
