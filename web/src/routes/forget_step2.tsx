import { ForgetPage } from "../features/password/ForgetPage.tsx"
import { AccountFrame } from "../features/register/AccountFrame.tsx"

export default function ForgetStep2Route() {
  return <ForgetPage step={2} Frame={AccountFrame} />
}
