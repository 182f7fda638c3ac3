/**
 * The account fields the registration, WeChat bind and password recovery forms share: the phone
 * with its SMS code (and the button that sends it, with its countdown), and a new password twice
 * with the strength meter. Each works on any kit form that has those fields.
 */
import * as Messages from "@mall/core/Messages"
import { TextField } from "./Form.tsx"
import type { FormModel } from "./form.ts"
import { PasswordMeter } from "./PasswordMeter.tsx"
import { sendSmsCode, type SmsScene } from "./sms.ts"
import { SmsCodeButton } from "./SmsCodeButton.tsx"
import styles from "./Steps.module.css"

const M = Messages.register

/**
 * The phone and its SMS code; the button sends a code for `scene` to the phone typed. `onPhone`
 * takes each typed phone instead of the form (a page that looks the phone up).
 */
export function PhoneCodeFields<K extends string>({
  form,
  scene,
  onPhone,
}: {
  form: FormModel<K | "phone" | "code">
  scene: SmsScene
  onPhone?: (phone: string) => void
}) {
  return (
    <>
      <TextField
        form={form}
        name="phone"
        label={M.phone}
        type="tel"
        autoComplete="tel"
        maxLength={11}
        placeholder={M.phonePlaceholder}
        required
        onValue={onPhone}
      />
      <div className={styles.row}>
        <TextField
          form={form}
          name="code"
          label={M.code}
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={M.codePlaceholder}
          required
        />
        <SmsCodeButton send={() => sendSmsCode(form.values.peek().phone, scene)} />
      </div>
    </>
  )
}

/** A new password with its strength, then the same again. */
export function NewPasswordFields<K extends string>({
  form,
  passwordLabel = M.password,
  confirmLabel = M.confirm,
}: {
  form: FormModel<K | "password" | "confirm">
  passwordLabel?: string
  confirmLabel?: string
}) {
  return (
    <>
      <TextField
        form={form}
        name="password"
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder={M.passwordPlaceholder}
        required
      />
      <PasswordMeter password={form.values.value.password} />
      <TextField
        form={form}
        name="confirm"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        required
      />
    </>
  )
}
