import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { LicencesPage } from "../features/licences/LicencesPage.tsx"

export default function ZhzxZzzjRoute() {
  return (
    <MemberLayout route="zhzx_zzzj">
      <LicencesPage />
    </MemberLayout>
  )
}
