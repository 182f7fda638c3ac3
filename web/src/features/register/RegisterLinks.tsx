/** The ways elsewhere under a sign-up form: 已有账号？登录, 忘记密码？, then the page's own. */
import * as Messages from "@mall/core/Messages"
import type { ReactNode } from "react"
import { ButtonLink } from "../../lib/ui/Button.tsx"

export function RegisterLinks({ children }: { children?: ReactNode }) {
  return (
    <>
      <span>
        {Messages.register.haveAccount}
        <ButtonLink variant="text" to="/login">
          {Messages.register.login}
        </ButtonLink>
      </span>
      <ButtonLink variant="text" to="/forget/step1">
        {Messages.auth.forgotPassword}
      </ButtonLink>
      {children}
    </>
  )
}
