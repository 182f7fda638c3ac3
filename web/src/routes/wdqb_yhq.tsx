import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { CouponsPage } from "../features/wallet/CouponsPage.tsx"

export default function WdqbYhqRoute() {
  return (
    <MemberLayout route="wdqb_yhq">
      <CouponsPage />
    </MemberLayout>
  )
}
