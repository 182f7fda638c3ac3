import { ForgetPage } from "../features/password/ForgetPage.tsx"
import { AccountFrame } from "../features/register/AccountFrame.tsx"

export default function ForgetStep1Route() {
  return <ForgetPage step={1} Frame={AccountFrame} />
}
