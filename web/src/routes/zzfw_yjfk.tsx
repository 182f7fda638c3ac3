import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { FeedbackPage } from "../features/feedback/FeedbackPage.tsx"

export default function ZzfwYjfkRoute() {
  return (
    <MemberLayout route="zzfw_yjfk">
      <FeedbackPage />
    </MemberLayout>
  )
}
