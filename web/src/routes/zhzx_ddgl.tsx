import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { StoresPage } from "../features/stores/StoresPage.tsx"

export default function ZhzxDdglRoute() {
  return (
    <MemberLayout route="zhzx_ddgl">
      <StoresPage />
    </MemberLayout>
  )
}
