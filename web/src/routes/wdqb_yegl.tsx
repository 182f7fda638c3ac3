import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { BalancePage } from "../features/wallet/BalancePage.tsx"

export default function WdqbYeglRoute() {
  return (
    <MemberLayout route="wdqb_yegl">
      <BalancePage />
    </MemberLayout>
  )
}
