/**
 * The registration pages (/register/step1-3, /register/dd/step1-3): the steps and the step the
 * draft allows (a later step needs the earlier ones done), each step a form on the form grid:
 * the account (phone, SMS code, password, the agreement) here, the company
 * (RegisterCompany.tsx) and the documents (RegisterLicences.tsx). Once submitted, the page says
 * what happens next (review) with the way to the login.
 */
import * as Messages from "@mall/core/Messages"
import type * as Registration from "@mall/core/Registration"
import * as RegistrationDraft from "@mall/core/RegistrationDraft"
import { useEffect, useId, useRef } from "react"
import { Navigate, useNavigate } from "react-router-dom"
import { NewPasswordFields, PhoneCodeFields } from "../../lib/kit/AccountFields.tsx"
import { FormView, useFocusRequest } from "../../lib/kit/Form.tsx"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Checkbox, FormRow } from "../../lib/ui/Field.tsx"
import { dd, headingOf, main, type RegisterModel } from "./model.ts"
import { AccountFrame } from "./AccountFrame.tsx"
import { pathOf } from "./paths.ts"
import { RegisterCompany } from "./RegisterCompany.tsx"
import { RegisterLicences } from "./RegisterLicences.tsx"
import { RegisterLinks } from "./RegisterLinks.tsx"
import styles from "./Register.module.css"

const M = Messages.register

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
        <RegisterCompany model={model} />
      ) : (
        <RegisterLicences model={model} />
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
