import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { PurchaseRequestDetail } from "../features/purchase-requests/PurchaseRequests.tsx"

export default function ZzfwPzqgInfoRoute() {
  return (
    <MemberLayout route="zzfw_pzqg_info">
      <PurchaseRequestDetail />
    </MemberLayout>
  )
}
