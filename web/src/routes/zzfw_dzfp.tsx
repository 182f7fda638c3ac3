import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { InvoicesPage } from "../features/invoices/InvoicesPage.tsx"

export default function ZzfwDzfpRoute() {
  return (
    <MemberLayout route="zzfw_dzfp">
      <InvoicesPage />
    </MemberLayout>
  )
}
