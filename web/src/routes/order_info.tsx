import { useParams } from "react-router-dom"
import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { OrderDetailPage } from "../features/orders/OrderDetailPage.tsx"

export default function OrderInfoRoute() {
  const { id } = useParams()
  return (
    <MemberLayout route="order_info">
      <OrderDetailPage key={id} id={Number(id)} />
    </MemberLayout>
  )
}
