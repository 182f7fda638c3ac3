/** /cart/step3/{id} and /cart/hm?id= 支付订单: the order, a pay type, 立即支付 (simulated payment). */
import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { Button } from "../../lib/ui/Button.tsx"
import { Price } from "../../lib/ui/Price.tsx"
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
import { Steps } from "./Steps.tsx"
import { checkoutText } from "./text.ts"
import styles from "./Checkout.module.css"

export type PayOrderProps = {
  id: string
  initialPayType: PayType
  /** /cart/hm: the order contains ephedrine drugs and needs a receipt. */
  hm?: boolean
}

export function PayOrder({ id, initialPayType, hm = false }: PayOrderProps) {
  const [type, setType] = useState<PayType>(initialPayType)
  useEffect(() => {
    void loadOrder(id)
  }, [id])
  const o = order.value
  const st = orderStatus.value
  return (
    <div className={`page-width ${styles.page}`}>
      <Steps current={2} />
      {st === "loading" && <p className={styles.notice}>{checkoutText.loading}</p>}
      {st === "failed" && (
        <p className={styles.notice}>
          {checkoutText.loadFailed} <Link to="/order">{checkoutText.myOrders}</Link>
        </p>
      )}
      {st === "ready" && o !== null && (
        <section className={styles.section} aria-labelledby="pay-order-heading">
          <h2 id="pay-order-heading">{checkoutText.payHint}</h2>
          <dl className={styles.orderFacts}>
            <div>
              <dt>{checkoutText.orderSn}</dt>
              <dd>{o.order_sn}</dd>
            </div>
            <div>
              <dt>{checkoutText.orderAmount}</dt>
              <dd>
                <Price raw={o.order_amount} size="large" />
              </dd>
            </div>
          </dl>
          {hm && (
            <p className={styles.hm}>
              {checkoutText.hmNotice} <Link to="/hmdd">{checkoutText.hmLink}</Link>
            </p>
          )}
          {awaitingPayment.value ? (
            <>
              <div role="radiogroup" aria-label={checkoutText.payType} className={styles.payTypes}>
                {PAY_TYPES.map((t) => (
                  <label key={t} className={type === t ? styles.payTypeActive : styles.payType}>
                    <input
                      type="radio"
                      name="payType"
                      checked={type === t}
                      onChange={() => setType(t)}
                    />
                    {checkoutText.payTypes[t]}
                  </label>
                ))}
              </div>
              <Button
                variant="primary"
                size="large"
                disabled={paying.value}
                onClick={() => void pay(String(o.id), type)}
              >
                {checkoutText.payNow}
              </Button>
            </>
          ) : (
            <p>
              {checkoutText.alreadyPaid}{" "}
              <Link to={`/order/info/${o.id}`}>{checkoutText.viewOrder}</Link>
            </p>
          )}
        </section>
      )}
    </div>
  )
}
