/** /cart/step4 支付完成: the paid order and where to go next. */
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { Link } from "../../lib/ui/Link.tsx"
import * as Messages from "@mall/core/Messages"
import { loadOrder, order, orderStatus } from "./model.ts"
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
  return (
    <div className={`page-width ${styles.page}`}>
      <Steps current={3} />
      <section className={styles.done} aria-labelledby="done-heading">
        <h2 id="done-heading" className={styles.doneTitle}>
          {Messages.checkout.paid}
        </h2>
        {orderStatus.value === "ready" && o !== null && (
          <OrderFacts
            orderSn={o.order_sn}
            amount={o.order_amount}
            amountLabel={Messages.checkout.paidAmount}
          />
        )}
        <p className={styles.doneLinks}>
          {o !== null && <Link to={`/order/info/${o.id}`}>{Messages.checkout.viewOrder}</Link>}
          <Link to="/order">{Messages.checkout.myOrders}</Link>
          <Link to="/">{Messages.checkout.continueShopping}</Link>
        </p>
      </section>
    </div>
  )
}
