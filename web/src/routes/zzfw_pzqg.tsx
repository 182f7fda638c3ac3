import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import {
  AddPurchaseRequest,
  PurchaseRequestList,
} from "../features/purchase-requests/PurchaseRequests.tsx"

export default function ZzfwPzqgRoute() {
  return (
    <MemberLayout route="zzfw_pzqg" actions={<AddPurchaseRequest />}>
      <PurchaseRequestList />
    </MemberLayout>
  )
}
