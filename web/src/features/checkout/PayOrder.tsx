/**
 * /cart/step3/{id} and /cart/hm?id= 支付订单 (step 3 of 下单): the order (number, amount, remarks), a
 * pay type, 立即支付 (simulated payment).
 */
import { useEffect, useState } from "react"
import * as Messages from "@mall/core/Messages"
import * as PayTypeRule from "@mall/core/PayType"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { MissingNotice } from "../../lib/kit/MissingNotice.tsx"
import { Button, ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Radio } from "../../lib/ui/Field.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
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
import { Loading } from "./Loading.tsx"
import { OrderFacts } from "./OrderFacts.tsx"
import { OrderSteps } from "./Steps.tsx"
import styles from "./Checkout.module.css"

export type PayOrderProps = {
  id: string
  /** The type the address names (`?pay_type=`); `null`: the order's own is preselected. */
  initialPayType: PayType | null
  /** /cart/hm: the order contains ephedrine drugs and needs a receipt. */
  hm?: boolean
}

const PAY_HEADING = "pay-type-heading"

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
      <OrderSteps current={3} />
      {st === "loading" && <Loading />}
      {st === "missing" && (
        <Card>
          <MissingNotice
            text={Messages.orders.notFound}
            back="/order"
            backText={Messages.checkout.myOrders}
          />
        </Card>
      )}
      {st === "failed" && (
        <Card>
          <FailedNotice onRetry={() => void loadOrder(id)} />
        </Card>
      )}
      {st === "ready" && o !== null && (
        <div className={styles.sections}>
          {hm && (
            <Notice
              tone="warning"
              actions={
                <ButtonLink to="/hmdd" size="sm">
                  {Messages.checkout.hmLink}
                </ButtonLink>
              }
            >
              {Messages.checkout.hmNotice}
            </Notice>
          )}
          <Card title={Messages.checkout.orderInfo} extra={Messages.checkout.payHint}>
            <OrderFacts
              orderSn={o.order_sn}
              amount={o.order_amount}
              amountLabel={Messages.checkout.orderAmount}
              remarks={o.remarks}
              show={{ remarks: true }}
            />
          </Card>
          {awaitingPayment.value ? (
            <Card title={Messages.checkout.payType} headingId={PAY_HEADING}>
              <div role="radiogroup" aria-labelledby={PAY_HEADING} className={styles.choices}>
                {PAY_TYPES.map((t) => (
                  <Radio
                    key={t}
                    name="payType"
                    look="tile"
                    className={styles.payType}
                    checked={type === t}
                    onChange={() => setType(t)}
                    label={Messages.checkout.payTypes[t]}
                  />
                ))}
              </div>
              <div className={styles.payRow}>
                <span className={styles.payAmount}>
                  {Messages.checkout.payable}
                  <Price raw={o.order_amount} size="large" />
                </span>
                <Button
                  variant="primary"
                  size="lg"
                  busy={paying.value}
                  onClick={() => void pay(String(o.id), type)}
                >
                  {Messages.checkout.payNow}
                </Button>
              </div>
            </Card>
          ) : (
            <Notice
              tone="success"
              actions={
                <ButtonLink to={`/order/info/${o.id}`} size="sm">
                  {Messages.checkout.viewOrder}
                </ButtonLink>
              }
            >
              {Messages.checkout.alreadyPaid}
            </Notice>
          )}
        </div>
      )}
    </div>
  )
}
