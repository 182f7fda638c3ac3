import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { OrdersPage } from "../features/orders/OrdersPage.tsx"

export default function OrderRoute() {
  return (
    <MemberLayout route="order">
      <OrdersPage />
    </MemberLayout>
  )
}
