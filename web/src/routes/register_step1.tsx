import { RegisterPage } from "../features/register/RegisterPage.tsx"

export default function RegisterStep1Route() {
  return <RegisterPage variant="main" step={1} />
}
