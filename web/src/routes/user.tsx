import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { MemberCentre } from "../features/member-centre/MemberCentre.tsx"

export default function UserRoute() {
  return (
    <MemberLayout route="user">
      <MemberCentre />
    </MemberLayout>
  )
}
