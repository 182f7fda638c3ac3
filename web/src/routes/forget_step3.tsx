import { ForgetPage } from "../features/password/ForgetPage.tsx"
import { AccountFrame } from "../features/register/AccountFrame.tsx"

export default function ForgetStep3Route() {
  return <ForgetPage step={3} Frame={AccountFrame} />
}
