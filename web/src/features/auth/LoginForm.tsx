/** The company login form (see loginModel.ts), drawn with the form kit's fields in its own look. */
import * as Messages from "@mall/core/Messages"
import { useLocation } from "react-router-dom"
import { TextField } from "../../lib/kit/Form.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { form, submit } from "./loginModel.ts"
import styles from "./LoginForm.module.css"

const look = { field: styles.field, message: styles.error }

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
          classes={look}
        />
        <TextField
          form={form}
          name="password"
          type="password"
          label={Messages.auth.password}
          placeholder={Messages.form.passwordRequired}
          autoComplete="current-password"
          classes={look}
        />
        <Button
          type="submit"
          variant="primary"
          size="large"
          className={styles.submit}
          disabled={form.submitting.value}
        >
          {Messages.auth.submit}
        </Button>
      </form>
      <p className={styles.register}>
        {Messages.auth.noAccount}
        <Link to="/register">{Messages.text["header.register"]}</Link>
      </p>
    </section>
  )
}
