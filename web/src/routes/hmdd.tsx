import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { ReceiptsPage } from "../features/hmdd/ReceiptsPage.tsx"

export default function HmddRoute() {
  return (
    <MemberLayout route="hmdd">
      <ReceiptsPage />
    </MemberLayout>
  )
}
