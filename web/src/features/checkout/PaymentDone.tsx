/**
 * /cart/step4 支付完成: the order's real state, read from the server, not trusted from the URL: a
 * paid order shows 支付成功 and where to go next; an unpaid one says so and leads back to its
 * payment; an order that cannot be read (unknown id, no id) gets a message.
 */
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { Link } from "../../lib/ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import { awaitingPayment, loadOrder, order, orderStatus } from "./model.ts"
import { OrderFacts } from "./OrderFacts.tsx"
import { Steps } from "./Steps.tsx"
import styles from "./Checkout.module.css"

export function PaymentDone() {
  const [search] = useSearchParams()
  const id = search.get("id")
  useEffect(() => {
    if (id !== null) void loadOrder(id)
  }, [id])
  const o = order.value
  const st = orderStatus.value
  const known = id !== null && st === "ready" && o !== null && String(o.id) === id
  const unknown = id === null || st === "failed" || st === "missing"
  return (
    <div className={`page-width ${styles.page}`}>
      <Steps current={3} />
      {!known && !unknown && <p className={styles.notice}>{Messages.common.loading}</p>}
      {unknown && (
        <section className={styles.done} aria-labelledby="done-heading">
          <h2 id="done-heading" className={styles.doneTitle}>
            {Messages.a11y.orderUnknown}
          </h2>
          <p className={styles.doneLinks}>
            <Link to="/order">{Messages.checkout.myOrders}</Link>
            <Link to="/">{Messages.checkout.continueShopping}</Link>
          </p>
        </section>
      )}
      {known && awaitingPayment.value && (
        <section className={styles.done} aria-labelledby="done-heading">
          <h2 id="done-heading" className={styles.doneTitle}>
            {Messages.a11y.orderUnpaid}
          </h2>
          <OrderFacts
            orderSn={o.order_sn}
            amount={o.order_amount}
            amountLabel={Messages.checkout.orderAmount}
          />
          <p className={styles.doneLinks}>
            <Link to={`/cart/step3/${o.id}`}>{Messages.a11y.backToPay}</Link>
            <Link to={`/order/info/${o.id}`}>{Messages.checkout.viewOrder}</Link>
          </p>
        </section>
      )}
      {known && !awaitingPayment.value && (
        <section className={styles.done} aria-labelledby="done-heading">
          <h2 id="done-heading" className={styles.doneTitle}>
            {Messages.checkout.paid}
          </h2>
          <OrderFacts
            orderSn={o.order_sn}
            amount={o.order_amount}
            amountLabel={Messages.checkout.paidAmount}
          />
          <p className={styles.doneLinks}>
            <Link to={`/order/info/${o.id}`}>{Messages.checkout.viewOrder}</Link>
            <Link to="/order">{Messages.checkout.myOrders}</Link>
            <Link to="/">{Messages.checkout.continueShopping}</Link>
          </p>
        </section>
      )}
    </div>
  )
}
