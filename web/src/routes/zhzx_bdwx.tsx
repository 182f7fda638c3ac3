import { MemberLayout } from "../lib/kit/MemberLayout.tsx"
import { WechatPage } from "../features/wechat/WechatPage.tsx"

export default function ZhzxBdwxRoute() {
  return (
    <MemberLayout route="zhzx_bdwx">
      <WechatPage />
    </MemberLayout>
  )
}
