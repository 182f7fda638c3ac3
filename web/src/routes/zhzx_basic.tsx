import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { BasicInfo } from "../features/account/BasicInfo.tsx"

export default function ZhzxBasicRoute() {
  return (
    <MemberLayout route="zhzx_basic">
      <BasicInfo />
    </MemberLayout>
  )
}
