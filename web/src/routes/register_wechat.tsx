import { WechatRegisterPage } from "../features/register/WechatRegisterPage.tsx"

export default function RegisterWechatRoute() {
  return <WechatRegisterPage />
}
