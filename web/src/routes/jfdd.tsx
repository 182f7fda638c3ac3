import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { PointsOrdersPage } from "../features/points-orders/PointsOrdersPage.tsx"

export default function JfddRoute() {
  return (
    <MemberLayout route="jfdd">
      <PointsOrdersPage />
    </MemberLayout>
  )
}
