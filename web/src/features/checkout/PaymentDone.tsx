/** /cart/step4 支付完成: the paid order and where to go next. */
import { useEffect } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { Price } from "../../lib/ui/Price.tsx"
import { loadOrder, order, orderStatus } from "./model.ts"
import { Steps } from "./Steps.tsx"
import { checkoutText } from "./text.ts"
import styles from "./Checkout.module.css"

export function PaymentDone() {
  const [search] = useSearchParams()
  const id = search.get("id")
  useEffect(() => {
    if (id !== null) void loadOrder(id)
  }, [id])
  const o = order.value
  return (
    <div className={`page-width ${styles.page}`}>
      <Steps current={3} />
      <section className={styles.done} aria-labelledby="done-heading">
        <h2 id="done-heading" className={styles.doneTitle}>
          {checkoutText.paid}
        </h2>
        {orderStatus.value === "ready" && o !== null && (
          <dl className={styles.orderFacts}>
            <div>
              <dt>{checkoutText.orderSn}</dt>
              <dd>{o.order_sn}</dd>
            </div>
            <div>
              <dt>{checkoutText.paidAmount}</dt>
              <dd>
                <Price raw={o.order_amount} size="large" />
              </dd>
            </div>
          </dl>
        )}
        <p className={styles.doneLinks}>
          {o !== null && <Link to={`/order/info/${o.id}`}>{checkoutText.viewOrder}</Link>}
          <Link to="/order">{checkoutText.myOrders}</Link>
          <Link to="/">{checkoutText.continueShopping}</Link>
        </p>
      </section>
    </div>
  )
}
