/**
 * Registration step 3, the documents the company type needs: a card each (number, validity date
 * and picture, uploaded as it is chosen), the required ones marked, then 提交.
 */
import * as Messages from "@mall/core/Messages"
import * as Registration from "@mall/core/Registration"
import * as Upload from "@mall/core/Upload"
import { useId, type ReactNode } from "react"
import { Navigate, useNavigate } from "react-router-dom"
import { Button } from "../../lib/ui/Button.tsx"
import { DateField } from "../../lib/ui/DateField.tsx"
import { Field, FormGrid, FormRow, fieldAria, type FieldWidth } from "../../lib/ui/Field.tsx"
import { TextInput } from "../../lib/ui/Input.tsx"
import { FileField } from "../../lib/ui/FileField.tsx"
import { Icon } from "../../lib/ui/Icon.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import type { RegisterModel } from "./model.ts"
import { pathOf } from "./paths.ts"
import styles from "./Register.module.css"
import { successIcon } from "../../lib/ui/icons/success.ts"

const M = Messages.register

export function RegisterLicences({ model }: { model: RegisterModel }) {
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
  const busy = model.uploading.value[kind] !== undefined
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
