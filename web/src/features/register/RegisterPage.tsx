/**
 * The registration pages (/register/step1-3, /register/dd/step1-3): the steps and the step the
 * draft allows (a later step needs the earlier ones done), each step a form on the form grid:
 * the account (phone, SMS code, password, the agreement), the company (its type, 省 / 市 / 区
 * picked in turn, the business scopes), the documents (a card each: number, validity date and
 * picture). Once submitted, the page says what happens next (review) with the way to the login.
 */
import * as Messages from "@mall/core/Messages"
import * as Region from "@mall/core/Region"
import * as Registration from "@mall/core/Registration"
import * as RegistrationDraft from "@mall/core/RegistrationDraft"
import * as Upload from "@mall/core/Upload"
import { useEffect, useId, useRef, type ReactNode } from "react"
import { Navigate, useNavigate } from "react-router-dom"
import { NewPasswordFields, PhoneCodeFields } from "../../lib/kit/AccountFields.tsx"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { FormView, SelectField, TextField, useFocusRequest } from "../../lib/kit/Form.tsx"
import { Button, ButtonLink } from "../../lib/ui/Button.tsx"
import { DateField } from "../../lib/ui/DateField.tsx"
import {
  Checkbox,
  Choices,
  Field,
  FieldGroup,
  FormGrid,
  FormRow,
  fieldAria,
  type FieldWidth,
} from "../../lib/ui/Field.tsx"
import { Select, TextInput } from "../../lib/ui/Input.tsx"
import { FileField } from "../../lib/ui/FileField.tsx"
import { Icon } from "../../lib/ui/Icon.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { dd, headingOf, main, type RegisterModel } from "./model.ts"
import { AccountFrame } from "./AccountFrame.tsx"
import { RegisterLinks } from "./RegisterLinks.tsx"
import styles from "./Register.module.css"
import { successIcon } from "../../lib/ui/icons/success.ts"

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
    <AccountFrame
      title={headingOf(variant)}
      steps={{ label: M.stepsLabel, steps: M.steps, current: done ? 4 : step }}
      links={
        <RegisterLinks>
          {variant === "dd" ? (
            <ButtonLink variant="text" to="/register/step1">
              {M.mainLink}
            </ButtonLink>
          ) : (
            <ButtonLink variant="text" to="/register/dd/step1">
              {M.ddLink}
            </ButtonLink>
          )}
        </RegisterLinks>
      }
      done={
        done
          ? {
              title: M.doneHeading,
              text: (
                <>
                  <p>{M.doneText}</p>
                  <p>{M.doneAccount(draft.phone)}</p>
                </>
              ),
              actions: (
                <>
                  <ButtonLink variant="primary" to="/login">
                    {M.toLogin}
                  </ButtonLink>
                  <ButtonLink to="/">{M.toHome}</ButtonLink>
                </>
              ),
            }
          : undefined
      }
    >
      {step === 1 ? (
        <Step1 model={model} />
      ) : step === 2 ? (
        <Step2 model={model} />
      ) : (
        <Step3 model={model} />
      )}
    </AccountFrame>
  )
}

function Step1({ model }: { model: RegisterModel }) {
  const navigate = useNavigate()
  const f = model.step1
  const agreeId = useId()
  const agreeRef = useRef<HTMLInputElement | null>(null)
  useFocusRequest(f, "agree", agreeRef)
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
      <FormRow>
        <span className={styles.agree}>
          <Checkbox
            ref={agreeRef}
            id={agreeId}
            name="agree"
            label={M.agreePrefix}
            checked={f.values.value.agree === "1"}
            aria-invalid={agreeError !== undefined || undefined}
            aria-describedby={agreeError !== undefined ? `${agreeId}-msg` : undefined}
            onChange={(e) => f.setField("agree", e.currentTarget.checked ? "1" : "")}
          />
          <ButtonLink variant="text" to="/help/fwbz/yhxy">
            {M.agreement}
          </ButtonLink>
        </span>
        {agreeError !== undefined && (
          <span id={`${agreeId}-msg`} className={styles.message} role="alert">
            {agreeError}
          </span>
        )}
      </FormRow>
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
      <TextField form={f} name="company" label={M.company} maxLength={50} width="lg" required />
      <SelectField
        form={f}
        name="company_type"
        label={M.companyType}
        options={types}
        prompt={M.companyTypePlaceholder}
        required
      />
      <RegionField model={model} />
      <TextField form={f} name="address" label={M.address} maxLength={100} width="lg" required />
      <TextField form={f} name="name" label={M.contact} maxLength={20} required />
      <ScopeField model={model} />
    </FormView>
  )
}

const LEVELS: ReadonlyArray<{
  readonly level: Region.Level
  readonly label: string
  readonly prompt: string
}> = [
  { level: "province", label: M.province, prompt: M.provincePlaceholder },
  { level: "city", label: M.city, prompt: M.cityPlaceholder },
  { level: "district", label: M.district, prompt: M.districtPlaceholder },
]

/** 所在地区: 省, then one of its cities, then one of the city's districts (core Region). */
function RegionField({ model }: { model: RegisterModel }) {
  const f = model.step2
  const v = f.values.value
  const errors = f.errors.value
  const id = useId()
  const provinceRef = useRef<HTMLSelectElement | null>(null)
  const cityRef = useRef<HTMLSelectElement | null>(null)
  const districtRef = useRef<HTMLSelectElement | null>(null)
  useFocusRequest(f, "province", provinceRef)
  useFocusRequest(f, "city", cityRef)
  useFocusRequest(f, "district", districtRef)
  const message = errors.province ?? errors.city ?? errors.district
  const names: Record<Region.Level, ReadonlyArray<string>> = {
    province: Region.PROVINCES,
    city: Region.cities(v.province),
    district: Region.districts(v.province, v.city),
  }
  return (
    <FieldGroup id={id} label={M.region} required message={message}>
      {LEVELS.map(({ level, label, prompt }) => (
        <Select
          key={level}
          ref={level === "province" ? provinceRef : level === "city" ? cityRef : districtRef}
          name={level}
          aria-label={label}
          aria-required
          aria-invalid={(errors[level] !== undefined && names[level].length > 0) || undefined}
          aria-describedby={message !== undefined ? `${id}-msg` : undefined}
          prompt={prompt}
          options={names[level].map((n) => ({ value: n, label: n }))}
          value={v[level]}
          disabled={names[level].length === 0}
          onChange={(e) => model.setRegion(level, e.currentTarget.value)}
        />
      ))}
    </FieldGroup>
  )
}

/** 经营范围: the scopes the server offers, as checkboxes. */
function ScopeField({ model }: { model: RegisterModel }) {
  const id = useId()
  const scopes = model.scopes
  const chosen = model.scopeIds.value
  const message = model.scopeError.value
  const status = scopes.status.value
  return (
    <FieldGroup id={id} label={M.scope} required message={message}>
      {status === "failed" ? (
        <FailedNotice onRetry={() => void scopes.reload()} />
      ) : status === "loading" ? (
        <span className={styles.loading} aria-busy="true">
          {M.scopeLoading}
        </span>
      ) : (
        <Choices>
          {(scopes.data.value ?? []).map((s) => (
            <Checkbox
              key={s.id}
              label={s.name}
              checked={chosen.includes(s.id)}
              aria-invalid={message !== undefined || undefined}
              onChange={(e) => model.toggleScope(s.id, e.currentTarget.checked)}
            />
          ))}
        </Choices>
      )}
    </FieldGroup>
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
      className={styles.licences}
      onSubmit={(e) => {
        e.preventDefault()
        if (!model.sending.peek()) void model.submitStep3(Date.now())
      }}
    >
      <Notice>{M.licencesIntro}</Notice>
      {Registration.documentsFor(type).map((kind) => (
        <Licence
          key={kind}
          model={model}
          kind={kind}
          required={rule.required.includes(kind)}
          value={draft.licences[kind] ?? { number: "", validUntil: "", image: "" }}
          errors={errors}
        />
      ))}
      <FormGrid>
        <FormRow>
          <Button type="submit" variant="primary" busy={sending}>
            {sending ? Messages.kit.submitting : M.submit}
          </Button>
          <Button onClick={() => navigate(pathOf(model.variant, 2))}>{M.previous}</Button>
        </FormRow>
      </FormGrid>
    </form>
  )
}

type LicencePart = "number" | "valid_until" | "image"

/** One document, a section of its own: its number, validity date and picture on the form grid. */
function Licence({
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
  const file = model.files.value[kind]
  /** A part's message, and its control's attributes: its id, state and full name (营业执照证件编号). */
  const part = (key: LicencePart, label: string) => {
    const message = errors[Registration.licenceField(kind, key)]
    const { id: partId, ...state } = fieldAria(`${id}-${key}`, { message })
    return { message, control: { id: partId, ...state, "aria-label": `${name}${label}` } }
  }
  const number = part("number", M.licenceNumber)
  const date = part("valid_until", M.licenceValidUntil)
  const image = part("image", M.licenceImage)
  const field = (p: typeof number, label: string, width: FieldWidth, control: ReactNode) => (
    <Field id={p.control.id} label={label} required={required} message={p.message} width={width}>
      {control}
    </Field>
  )
  return (
    <section
      className={styles.licence}
      aria-labelledby={`${id}-title`}
      data-testid={`licence-${kind}`}
    >
      <h2 id={`${id}-title`} className={styles.licenceTitle}>
        {name}
        <span className={styles.need}>{required ? M.licenceRequired : M.licenceOptional}</span>
      </h2>
      <FormGrid>
        {field(
          number,
          M.licenceNumber,
          "md",
          <TextInput
            {...number.control}
            aria-required={required || undefined}
            maxLength={50}
            value={value.number}
            onChange={(e) => model.setLicence(kind, "number", e.currentTarget.value)}
          />,
        )}
        {field(
          date,
          M.licenceValidUntil,
          "sm",
          <DateField
            {...date.control}
            label={date.control["aria-label"]}
            value={value.validUntil}
            onChange={(v) => model.setLicence(kind, "validUntil", v)}
          />,
        )}
        {field(
          image,
          M.licenceImage,
          "lg",
          <>
            <FileField
              id={image.control.id}
              label={image.control["aria-label"]}
              accept={Upload.acceptAttribute("licence")}
              hint={Upload.limits("licence")}
              chosen={file ?? (value.image !== "" ? { name: M.uploadedEarlier } : null)}
              onChoose={(files) => {
                const chosen = files[0]
                if (chosen !== undefined) void model.upload(kind, chosen)
              }}
              onRemove={busy ? undefined : () => model.removeImage(kind)}
              busy={busy}
              busyText={M.uploading}
              invalid={image.message !== undefined}
              describedBy={image.control["aria-describedby"]}
            />
            <span className={styles.uploaded} aria-live="polite">
              {value.image !== "" && !busy && (
                <>
                  <Icon d={successIcon} />
                  {M.uploaded}
                </>
              )}
            </span>
          </>,
        )}
      </FormGrid>
    </section>
  )
}
