import { RegisterPage } from "../features/register/RegisterPage.tsx"

export default function RegisterDdStep2Route() {
  return <RegisterPage variant="dd" step={2} />
}
