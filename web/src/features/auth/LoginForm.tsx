/** The company login form (see loginModel.ts). */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId, useRef } from "react"
import { useLocation } from "react-router-dom"
import { Link } from "../../lib/ui/Link.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import {
  errors,
  focusRequest,
  setField,
  submit,
  submitting,
  values,
  type LoginField,
} from "./loginModel.ts"
import styles from "./LoginForm.module.css"

const LABELS: Record<LoginField, string> = {
  username: Messages.auth.username,
  password: Messages.auth.password,
}
const HINTS: Record<LoginField, string> = {
  username: Messages.form.usernameRequired,
  password: Messages.form.passwordRequired,
}

function Field({ name, type }: { name: LoginField; type: "text" | "password" }) {
  const id = useId()
  const error = errors.value[name]
  const input = useRef<HTMLInputElement>(null)
  const request = focusRequest.value
  useEffect(() => {
    if (request?.field === name) input.current?.focus()
  }, [request, name])
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{LABELS[name]}</label>
      <input
        ref={input}
        id={id}
        name={name}
        type={type}
        autoComplete={name === "username" ? "username" : "current-password"}
        placeholder={HINTS[name]}
        value={values.value[name]}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(e) => setField(name, e.target.value)}
      />
      {error !== undefined && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

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
        <Field name="username" type="text" />
        <Field name="password" type="password" />
        <Button
          type="submit"
          variant="primary"
          size="large"
          className={styles.submit}
          disabled={submitting.value}
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
