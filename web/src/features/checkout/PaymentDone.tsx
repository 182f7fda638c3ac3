/**
 * /cart/step4 支付完成 (the last step of 下单): the order's real state, read from the server, not
 * trusted from the URL: a paid order shows 支付成功！ with what was paid, how and the remarks, and
 * where to go next; an unpaid one says so and leads back to its payment; an order that cannot be
 * read (unknown id, no id) gets a message.
 */
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import * as Messages from "@mall/core/Messages"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { awaitingPayment, loadOrder, order, orderStatus } from "./model.ts"
import { Loading } from "./Loading.tsx"
import { OrderFacts } from "./OrderFacts.tsx"
import { OrderSteps } from "./Steps.tsx"
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
      <OrderSteps current={4} />
      {!known && !unknown && <Loading />}
      {unknown && (
        <Card>
          <EmptyState
            tone="info"
            title={Messages.a11y.orderUnknown}
            actions={
              <>
                <ButtonLink to="/order" variant="primary">
                  {Messages.checkout.myOrders}
                </ButtonLink>
                <ButtonLink to="/">{Messages.checkout.continueShopping}</ButtonLink>
              </>
            }
          />
        </Card>
      )}
      {known && awaitingPayment.value && (
        <Card>
          <EmptyState
            tone="info"
            title={Messages.a11y.orderUnpaid}
            actions={
              <>
                <ButtonLink to={`/cart/step3/${o.id}`} variant="primary">
                  {Messages.a11y.backToPay}
                </ButtonLink>
                <ButtonLink to={`/order/info/${o.id}`}>{Messages.checkout.viewOrder}</ButtonLink>
              </>
            }
          >
            <OrderFacts
              orderSn={o.order_sn}
              amount={o.order_amount}
              amountLabel={Messages.checkout.orderAmount}
            />
          </EmptyState>
        </Card>
      )}
      {known && !awaitingPayment.value && (
        <Card>
          <EmptyState
            tone="success"
            title={Messages.checkout.paid}
            actions={
              <>
                <ButtonLink to={`/order/info/${o.id}`} variant="primary">
                  {Messages.checkout.viewOrder}
                </ButtonLink>
                <ButtonLink to="/order">{Messages.checkout.myOrders}</ButtonLink>
                <ButtonLink to="/">{Messages.checkout.continueShopping}</ButtonLink>
              </>
            }
          >
            <OrderFacts
              orderSn={o.order_sn}
              amount={o.order_amount}
              amountLabel={Messages.checkout.paidAmount}
              payType={o.pay_type}
              remarks={o.remarks}
              show={{ payType: true, remarks: true }}
            />
          </EmptyState>
        </Card>
      )}
    </div>
  )
}
