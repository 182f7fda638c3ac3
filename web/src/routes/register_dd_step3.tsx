import { RegisterPage } from "../features/register/RegisterPage.tsx"

export default function RegisterDdStep3Route() {
  return <RegisterPage variant="dd" step={3} />
}
