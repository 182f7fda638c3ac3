import { ForgetPage } from "../features/password/ForgetPage.tsx"

export default function ForgetStep2Route() {
  return <ForgetPage step={2} />
}
