import { ForgetPage } from "../features/password/ForgetPage.tsx"

export default function ForgetStep3Route() {
  return <ForgetPage step={3} />
}
