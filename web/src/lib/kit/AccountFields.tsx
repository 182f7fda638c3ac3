/**
 * The account fields the registration, WeChat bind and password recovery forms share: the phone
 * with its SMS code (and the button that sends it, with its countdown), and a new password twice
 * with the strength meter. Each works on any kit form that has those fields.
 */
import * as Messages from "@mall/core/Messages"
import { useId, useRef } from "react"
import { TextInput } from "../ui/Input.tsx"
import { FieldOf, TextField, ariaOf, useFocusRequest } from "./Form.tsx"
import type { FormModel } from "./form.ts"
import { PasswordMeter } from "./PasswordMeter.tsx"
import { sendSmsCode, type SmsScene } from "./sms.ts"
import { SmsCodeButton } from "./SmsCodeButton.tsx"
import styles from "./AccountFields.module.css"

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
      <CodeField form={form} send={() => sendSmsCode(form.values.peek().phone, scene)} />
    </>
  )
}

/** The SMS code with the button that sends it, side by side in the field's control column. */
function CodeField<K extends string>({
  form,
  send,
}: {
  form: FormModel<K | "phone" | "code">
  send: () => Promise<boolean>
}) {
  const id = useId()
  const ref = useRef<HTMLInputElement | null>(null)
  useFocusRequest(form, "code", ref)
  const props = { form, name: "code" as const, label: M.code, required: true }
  return (
    <FieldOf {...props} id={id} width="lg">
      <span className={styles.code}>
        <TextInput
          ref={ref}
          {...ariaOf(form, "code", id, props)}
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={M.codePlaceholder}
          value={form.values.value.code}
          onChange={(e) => form.setField("code", e.currentTarget.value)}
        />
        <SmsCodeButton send={send} />
      </span>
    </FieldOf>
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
