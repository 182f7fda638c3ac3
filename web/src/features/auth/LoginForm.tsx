/**
 * The company login form (see loginModel.ts): the form kit's fields stacked, 忘记密码？ beside
 * the password (password recovery, /forget/step1), 登录 and the way to register.
 */
import * as Messages from "@mall/core/Messages"
import { useLocation } from "react-router-dom"
import { TextField } from "../../lib/kit/Form.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Button, ButtonLink } from "../../lib/ui/Button.tsx"
import { form, submit } from "./loginModel.ts"
import styles from "./LoginForm.module.css"

export function LoginForm() {
  const location = useLocation()
  return (
    <section className={styles.card} aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles.heading}>
        {Messages.auth.heading}
      </h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit(location.search)
        }}
      >
        <TextField
          form={form}
          name="username"
          label={Messages.auth.username}
          placeholder={Messages.form.usernameRequired}
          autoComplete="username"
          width="full"
        />
        <TextField
          form={form}
          name="password"
          type="password"
          label={Messages.auth.password}
          placeholder={Messages.form.passwordRequired}
          autoComplete="current-password"
          width="full"
        />
        <p className={styles.forgot}>
          <Link to="/forget/step1">{Messages.auth.forgotPassword}</Link>
        </p>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          className={styles.submit}
          busy={form.submitting.value}
        >
          {Messages.auth.submit}
        </Button>
      </form>
      <p className={styles.register}>
        {Messages.auth.noAccount}
        <ButtonLink variant="text" to="/register">
          {Messages.text["header.register"]}
        </ButtonLink>
      </p>
    </section>
  )
}
