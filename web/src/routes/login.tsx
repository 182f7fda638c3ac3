import { LoginPage } from "../features/auth/LoginPage.tsx"

export default function LoginRoute() {
  return <LoginPage />
}
