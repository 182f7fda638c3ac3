import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { PurchaseRequestForm } from "../features/purchase-requests/PurchaseRequests.tsx"

export default function ZzfwPzqgAddRoute() {
  return (
    <MemberLayout route="zzfw_pzqg_add">
      <PurchaseRequestForm />
    </MemberLayout>
  )
}
