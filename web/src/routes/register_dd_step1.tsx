import { RegisterPage } from "../features/register/RegisterPage.tsx"

export default function RegisterDdStep1Route() {
  return <RegisterPage variant="dd" step={1} />
}
