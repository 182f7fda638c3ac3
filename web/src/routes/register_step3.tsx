import { RegisterPage } from "../features/register/RegisterPage.tsx"

export default function RegisterStep3Route() {
  return <RegisterPage variant="main" step={3} />
}
