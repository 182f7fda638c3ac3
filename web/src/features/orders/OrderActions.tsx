/**
 * The buttons of one order (core OrderStatus decides which), on the list and the detail page.
 * While a call of the order runs its buttons are `aria-disabled` (a press does nothing), so the
 * pressed one keeps focus and has it back when a failure's message closes. `ReturnNotice` says
 * on the order when its goods can be returned where 申请退货 is not offered (core
 * OrderStatus.returnWindow).
 */
import * as Messages from "@mall/core/Messages"
import * as OrderStatus from "@mall/core/OrderStatus"
import { Button } from "../../lib/ui/Button.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { act, busyOrders } from "./actions.ts"
import type { OrderItem } from "./model.ts"
import styles from "./Orders.module.css"

export function OrderActions({
  order,
  actions,
  reload,
}: {
  order: OrderItem
  actions: ReadonlyArray<OrderStatus.Action>
  reload: () => Promise<void>
}) {
  const busy = busyOrders.value.has(order.id)
  return (
    <div className={styles.actions}>
      {actions.map((a) => (
        <Button
          key={a}
          size="sm"
          variant={a === "pay" || a === "confirm" ? "primary" : "secondary"}
          aria-disabled={busy || undefined}
          aria-label={Messages.orders.actionOf(OrderStatus.actionLabel(a), order.order_sn)}
          onClick={() => {
            if (!busy) void act(a, order, reload)
          }}
        >
          {OrderStatus.actionLabel(a)}
        </Button>
      ))}
    </div>
  )
}

export function ReturnNotice({ order }: { order: OrderItem }) {
  const status = OrderStatus.parse(order.status)
  if (status === null) return null
  const text = OrderStatus.returnNotice(
    OrderStatus.returnWindow({ status, returnable: order.returnable === 1 }),
  )
  if (text === null) return null
  return (
    <Notice tone="info" className={styles.notice}>
      {text}
    </Notice>
  )
}
