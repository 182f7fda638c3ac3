import { RegisterPage } from "../features/register/RegisterPage.tsx"

export default function RegisterStep2Route() {
  return <RegisterPage variant="main" step={2} />
}
