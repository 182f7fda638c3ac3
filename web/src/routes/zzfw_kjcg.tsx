import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { QuickBuyPage } from "../features/quick-buy/QuickBuyPage.tsx"

export default function ZzfwKjcgRoute() {
  return (
    <MemberLayout route="zzfw_kjcg">
      <QuickBuyPage />
    </MemberLayout>
  )
}
