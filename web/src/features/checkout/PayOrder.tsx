/** /cart/step3/{id} and /cart/hm?id= 支付订单: the order, a pay type, 立即支付 (simulated payment). */
import { useEffect, useState } from "react"
import { MissingNotice } from "../../lib/kit/MissingNotice.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import * as PayTypeRule from "@mall/core/PayType"
import { Button } from "../../lib/ui/Button.tsx"
import {
  awaitingPayment,
  loadOrder,
  order,
  orderStatus,
  pay,
  PAY_TYPES,
  paying,
  type PayType,
} from "./model.ts"
import { OrderFacts } from "./OrderFacts.tsx"
import { Steps } from "./Steps.tsx"
import styles from "./Checkout.module.css"

export type PayOrderProps = {
  id: string
  /** The type the address names (`?pay_type=`); `null`: the order's own is preselected. */
  initialPayType: PayType | null
  /** /cart/hm: the order contains ephedrine drugs and needs a receipt. */
  hm?: boolean
}

export function PayOrder({ id, initialPayType, hm = false }: PayOrderProps) {
  const [picked, setType] = useState<PayType | null>(initialPayType)
  useEffect(() => {
    void loadOrder(id)
  }, [id])
  const o = order.value
  const type = PayTypeRule.preselected(picked, o?.pay_type)
  const st = orderStatus.value
  return (
    <div className={`page-width ${styles.page}`}>
      <Steps current={2} />
      {st === "loading" && <p className={styles.notice}>{Messages.common.loading}</p>}
      {st === "missing" && (
        <MissingNotice
          text={Messages.orders.notFound}
          back="/order"
          backText={Messages.checkout.myOrders}
        />
      )}
      {st === "failed" && (
        <p className={styles.notice}>
          {Messages.checkout.loadFailed} <Link to="/order">{Messages.checkout.myOrders}</Link>
        </p>
      )}
      {st === "ready" && o !== null && (
        <section className={styles.section} aria-labelledby="pay-order-heading">
          <h2 id="pay-order-heading">{Messages.checkout.payHint}</h2>
          <OrderFacts
            orderSn={o.order_sn}
            amount={o.order_amount}
            amountLabel={Messages.checkout.orderAmount}
          />
          {hm && (
            <p className={styles.hm}>
              {Messages.checkout.hmNotice} <Link to="/hmdd">{Messages.checkout.hmLink}</Link>
            </p>
          )}
          {awaitingPayment.value ? (
            <>
              <div
                role="radiogroup"
                aria-label={Messages.checkout.payType}
                className={styles.payTypes}
              >
                {PAY_TYPES.map((t) => (
                  <label key={t} className={type === t ? styles.payTypeActive : styles.payType}>
                    <input
                      type="radio"
                      name="payType"
                      checked={type === t}
                      onChange={() => setType(t)}
                    />
                    {Messages.checkout.payTypes[t]}
                  </label>
                ))}
              </div>
              <Button
                variant="primary"
                size="lg"
                disabled={paying.value}
                onClick={() => void pay(String(o.id), type)}
              >
                {Messages.checkout.payNow}
              </Button>
            </>
          ) : (
            <p>
              {Messages.checkout.alreadyPaid}{" "}
              <Link to={`/order/info/${o.id}`}>{Messages.checkout.viewOrder}</Link>
            </p>
          )}
        </section>
      )}
    </div>
  )
}
