import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { MessagesPage } from "../features/messages/MessagesPage.tsx"

export default function ZhzxWdxxRoute() {
  return (
    <MemberLayout route="zhzx_wdxx">
      <MessagesPage />
    </MemberLayout>
  )
}
