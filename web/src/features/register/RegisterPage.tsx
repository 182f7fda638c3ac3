/**
 * The registration pages (/register/step1-3, /register/dd/step1-3): the steps bar and the step
 * the draft allows (a later step needs the earlier ones done), each step a kit form; the last
 * page says what happens next (review) and links to the login.
 */
import * as Messages from "@mall/core/Messages"
import * as Region from "@mall/core/Region"
import * as Registration from "@mall/core/Registration"
import * as RegistrationDraft from "@mall/core/RegistrationDraft"
import { useEffect, useId } from "react"
import { Navigate, useNavigate } from "react-router-dom"
import { NewPasswordFields, PhoneCodeFields } from "../../lib/kit/AccountFields.tsx"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { FormView, SelectField, TextField } from "../../lib/kit/Form.tsx"
import { StepsBar } from "../../lib/kit/StepsBar.tsx"
import styles from "../../lib/kit/Steps.module.css"
import { Button } from "../../lib/ui/Button.tsx"
import { Link } from "../../lib/ui/Link.tsx"
import { dd, headingOf, main, type RegisterModel } from "./model.ts"

const M = Messages.register

const pathOf = (variant: Registration.Variant, step: 1 | 2 | 3): string =>
  variant === "dd" ? `/register/dd/step${step}` : `/register/step${step}`

export function RegisterPage({
  variant,
  step,
}: {
  variant: Registration.Variant
  step: 1 | 2 | 3
}) {
  const model = variant === "dd" ? dd : main
  const draft = model.draft.value
  const shown = RegistrationDraft.entryStep(draft, step)
  useEffect(() => {
    if (step === 1 && draft.reached === 4) model.restart()
  }, [step, draft.reached, model])
  if (shown !== step) return <Navigate to={pathOf(variant, shown)} replace />
  const done = draft.reached === 4
  return (
    <div className={styles.page}>
      <h1>{headingOf(variant)}</h1>
      <StepsBar label={M.stepsLabel} steps={M.steps} current={done ? 4 : step} />
      {done ? (
        <Done phone={draft.phone} />
      ) : step === 1 ? (
        <Step1 model={model} />
      ) : step === 2 ? (
        <Step2 model={model} />
      ) : (
        <Step3 model={model} />
      )}
      <p className={styles.links}>
        <span>
          {M.haveAccount}
          <Link to="/login">{M.login}</Link>
        </span>
        {variant === "dd" ? (
          <Link to="/register/step1">{M.mainLink}</Link>
        ) : (
          <Link to="/register/dd/step1">{M.ddLink}</Link>
        )}
      </p>
    </div>
  )
}

function Step1({ model }: { model: RegisterModel }) {
  const navigate = useNavigate()
  const f = model.step1
  const v = f.values.value
  const agreeId = useId()
  const agreeError = f.errors.value.agree
  return (
    <FormView
      form={f}
      label={M.steps[0] ?? ""}
      submitLabel={M.next}
      onSubmit={() =>
        void model.submitStep1().then((ok) => {
          if (ok) navigate(pathOf(model.variant, 2))
        })
      }
    >
      <PhoneCodeFields form={f} scene="register" />
      <NewPasswordFields form={f} />
      <div className={styles.check}>
        <input
          id={agreeId}
          type="checkbox"
          checked={v.agree === "1"}
          aria-invalid={agreeError !== undefined}
          aria-describedby={agreeError !== undefined ? `${agreeId}-msg` : undefined}
          onChange={(e) => f.setField("agree", e.currentTarget.checked ? "1" : "")}
        />
        <label htmlFor={agreeId}>{M.agreePrefix}</label>
        <Link to="/help/fwbz/yhxy">{M.agreement}</Link>
      </div>
      {agreeError !== undefined && (
        <p id={`${agreeId}-msg`} className={styles.message} role="alert">
          {agreeError}
        </p>
      )}
    </FormView>
  )
}

function Step2({ model }: { model: RegisterModel }) {
  const navigate = useNavigate()
  const f = model.step2
  const scopes = model.scopes
  useEffect(() => {
    if (scopes.status.peek() === "idle") scopes.load(undefined)
  }, [scopes])
  const list = scopes.data.value ?? []
  const chosen = model.scopeIds.value
  const scopeError = model.scopeError.value
  const scopeMsgId = useId()
  const types = Registration.typesFor(model.variant).map((t) => ({
    value: t,
    label: Registration.companyTypeName(t),
  }))
  return (
    <FormView
      form={f}
      label={M.steps[1] ?? ""}
      submitLabel={M.next}
      onSubmit={() =>
        void model.submitStep2().then((ok) => {
          if (ok) navigate(pathOf(model.variant, 3))
        })
      }
      extraActions={
        <Button onClick={() => navigate(pathOf(model.variant, 1))}>{M.previous}</Button>
      }
    >
      <TextField form={f} name="company" label={M.company} maxLength={50} required />
      <SelectField
        form={f}
        name="company_type"
        label={M.companyType}
        options={types}
        prompt={M.companyTypePlaceholder}
        required
      />
      <fieldset className={styles.group}>
        <legend>{M.region}</legend>
        <SelectField
          form={f}
          name="province"
          label={M.province}
          options={Region.PROVINCES.map((p) => ({ value: p, label: p }))}
          prompt={M.provincePlaceholder}
          required
        />
        <TextField form={f} name="city" label={M.city} maxLength={20} required />
        <TextField form={f} name="district" label={M.district} maxLength={20} required />
      </fieldset>
      <TextField form={f} name="address" label={M.address} maxLength={100} required />
      <TextField form={f} name="name" label={M.contact} maxLength={20} required />
      <fieldset
        className={styles.group}
        aria-invalid={scopeError !== undefined}
        aria-describedby={scopeError !== undefined ? scopeMsgId : undefined}
      >
        <legend>{M.scope}</legend>
        {scopes.status.value === "loading" && <p>{M.scopeLoading}</p>}
        {scopes.status.value === "failed" && <FailedNotice onRetry={() => void scopes.reload()} />}
        <div className={styles.scopes}>
          {list.map((s) => (
            <label key={s.id}>
              <input
                type="checkbox"
                checked={chosen.includes(s.id)}
                onChange={(e) => model.toggleScope(s.id, e.currentTarget.checked)}
              />
              {s.name}
            </label>
          ))}
        </div>
        {scopeError !== undefined && (
          <p id={scopeMsgId} className={styles.message} role="alert">
            {scopeError}
          </p>
        )}
      </fieldset>
    </FormView>
  )
}

function Step3({ model }: { model: RegisterModel }) {
  const navigate = useNavigate()
  const type = model.companyType.value
  const draft = model.draft.value
  const errors = model.licenceErrors.value
  const sending = model.sending.value
  if (type === null) return <Navigate to={pathOf(model.variant, 2)} replace />
  const rule = Registration.licencesFor(type)
  return (
    <form
      aria-label={M.steps[2] ?? ""}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void model.submitStep3(Date.now())
      }}
    >
      <p>{M.licencesIntro}</p>
      {Registration.documentsFor(type).map((kind) => (
        <LicenceBox
          key={kind}
          model={model}
          kind={kind}
          required={rule.required.includes(kind)}
          value={draft.licences[kind] ?? { number: "", validUntil: "", image: "" }}
          errors={errors}
        />
      ))}
      <div className={styles.links}>
        <Button type="submit" variant="primary" disabled={sending} aria-busy={sending}>
          {sending ? Messages.kit.submitting : M.submit}
        </Button>
        <Button onClick={() => navigate(pathOf(model.variant, 2))}>{M.previous}</Button>
      </div>
    </form>
  )
}

function LicenceBox({
  model,
  kind,
  required,
  value,
  errors,
}: {
  model: RegisterModel
  kind: Registration.LicenceKind
  required: boolean
  value: Registration.LicenceInput
  errors: Readonly<Record<string, string>>
}) {
  const id = useId()
  const name = Registration.licenceName(kind)
  const busy = model.uploading.value === kind
  const parts = [
    ["number", M.licenceNumber, "text", value.number] as const,
    ["valid_until", M.licenceValidUntil, "date", value.validUntil] as const,
  ]
  const imageError = errors[Registration.licenceField(kind, "image")]
  return (
    <fieldset className={styles.group} data-testid={`licence-${kind}`}>
      <legend>
        {required ? `${M.licenceRequiredMark}${name}` : `${name}${M.licenceOptional}`}
      </legend>
      {parts.map(([part, label, type, current]) => {
        const message = errors[Registration.licenceField(kind, part)]
        const inputId = `${id}-${part}`
        return (
          <div key={part}>
            <label htmlFor={inputId}>
              {name}
              {label}
            </label>
            <input
              id={inputId}
              type={type}
              value={current}
              aria-required={required}
              aria-invalid={message !== undefined}
              aria-describedby={message !== undefined ? `${inputId}-msg` : undefined}
              onChange={(e) =>
                model.setLicence(
                  kind,
                  part === "number" ? "number" : "validUntil",
                  e.currentTarget.value,
                )
              }
            />
            {message !== undefined && (
              <span id={`${inputId}-msg`} className={styles.message} role="alert">
                {message}
              </span>
            )}
          </div>
        )
      })}
      <div>
        <label htmlFor={`${id}-image`}>
          {name}
          {M.licenceImage}
        </label>
        <input
          id={`${id}-image`}
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          disabled={busy}
          aria-invalid={imageError !== undefined}
          aria-describedby={imageError !== undefined ? `${id}-image-msg` : undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0]
            if (file !== undefined) void model.upload(kind, file)
          }}
        />
        <span aria-live="polite">{busy ? M.uploading : value.image !== "" ? M.uploaded : ""}</span>
        {imageError !== undefined && (
          <span id={`${id}-image-msg`} className={styles.message} role="alert">
            {imageError}
          </span>
        )}
      </div>
    </fieldset>
  )
}

function Done({ phone }: { phone: string }) {
  return (
    <section aria-labelledby="register-done">
      <h2 id="register-done">{M.doneHeading}</h2>
      <p>{M.doneText}</p>
      <p>{M.doneAccount(phone)}</p>
      <p className={styles.links}>
        <Link to="/login">{M.toLogin}</Link>
        <Link to="/">{M.toHome}</Link>
      </p>
    </section>
  )
}
