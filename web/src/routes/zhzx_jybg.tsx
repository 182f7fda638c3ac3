import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { ReportsPage } from "../features/inspection/ReportsPage.tsx"

export default function ZhzxJybgRoute() {
  return (
    <MemberLayout route="zhzx_jybg">
      <ReportsPage />
    </MemberLayout>
  )
}
