import { useParams } from "react-router-dom"
import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { ReturnDetailPage } from "../features/orders/CaseDetailPages.tsx"

export default function Route() {
  const { id } = useParams()
  return (
    <MemberLayout route="order_returnInfo">
      <ReturnDetailPage key={id} id={Number(id)} />
    </MemberLayout>
  )
}
