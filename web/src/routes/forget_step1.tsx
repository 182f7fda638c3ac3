import { ForgetPage } from "../features/password/ForgetPage.tsx"

export default function ForgetStep1Route() {
  return <ForgetPage step={1} />
}
