import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { MarkAllRead, MessagesPage } from "../features/messages/MessagesPage.tsx"

export default function ZhzxWdxxRoute() {
  return (
    <MemberLayout route="zhzx_wdxx" actions={<MarkAllRead />}>
      <MessagesPage />
    </MemberLayout>
  )
}
