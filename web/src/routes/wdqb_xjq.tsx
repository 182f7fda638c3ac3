import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { VouchersPage } from "../features/wallet/VouchersPage.tsx"

export default function WdqbXjqRoute() {
  return (
    <MemberLayout route="wdqb_xjq">
      <VouchersPage />
    </MemberLayout>
  )
}
