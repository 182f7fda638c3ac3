import { useParams } from "react-router-dom"
import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { AfterSaleDetailPage } from "../features/orders/CaseDetailPages.tsx"

export default function Route() {
  const { id } = useParams()
  return (
    <MemberLayout route="order_afterSalesInfo">
      <AfterSaleDetailPage key={id} id={Number(id)} />
    </MemberLayout>
  )
}
