/** The password strength meter (密码强度 弱/中/强) under a new password, from core PasswordStrength. */
import * as Messages from "@mall/core/Messages"
import * as PasswordStrength from "@mall/core/PasswordStrength"
import { FormRow } from "../ui/Field.tsx"
import styles from "./AccountFields.module.css"

export function PasswordMeter({ password }: { password: string }) {
  const level = PasswordStrength.level(password)
  if (level === null) return null
  return (
    <FormRow>
      <p className={styles.meter} data-level={level} aria-live="polite">
        {Messages.strength.label}
        <span className={styles[level]}>{Messages.strength.levels[level]}</span>
      </p>
    </FormRow>
  )
}
