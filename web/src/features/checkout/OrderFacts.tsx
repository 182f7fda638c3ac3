/**
 * What 支付订单 and 支付完成 say of an order, as labelled values in one aligned list: the order
 * number and an amount, and where asked the pay type and 订单备注 (`-` when there is none).
 */
import * as Display from "@mall/core/Display"
import * as Field from "@mall/core/Field"
import * as Messages from "@mall/core/Messages"
import * as PayType from "@mall/core/PayType"
import { Price } from "../../lib/ui/Price.tsx"
import styles from "./Checkout.module.css"

export type OrderFactsProps = {
  orderSn: string
  /** The amount as the server sends it. */
  amount: unknown
  amountLabel: string
  /** The order's pay type, when the page shows it (`-` when the order names none). */
  payType?: string | null
  /** The order's 订单备注, when the page shows it (`-` when there is none). */
  remarks?: unknown
  /** Shown as they are given, even when absent (`-`). */
  show?: { readonly payType?: boolean; readonly remarks?: boolean }
}

export function OrderFacts({
  orderSn,
  amount,
  amountLabel,
  payType,
  remarks,
  show = {},
}: OrderFactsProps) {
  return (
    <dl className={styles.facts}>
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
      {show.payType === true && (
        <div>
          <dt>{Messages.checkout.payType}</dt>
          <dd data-testid="order-pay-type">{PayType.wordOf(payType)}</dd>
        </div>
      )}
      {show.remarks === true && (
        <div>
          <dt>{Messages.checkout.remarks}</dt>
          <dd data-testid="order-remarks">{Display.orDash(Field.text(remarks))}</dd>
        </div>
      )}
    </dl>
  )
}
