/**
 * The password recovery pages (/forget/step1-3): the steps, then the phone and its SMS code, the
 * new password twice, and the success page with the login. A later step needs the earlier one.
 * The route hands in the frame the account pages share (the title, the steps, the card).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, type ReactNode } from "react"
import { Navigate, useNavigate } from "react-router-dom"
import { NewPasswordFields, PhoneCodeFields } from "../../lib/kit/AccountFields.tsx"
import { FormView } from "../../lib/kit/Form.tsx"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import type { StepsProps } from "../../lib/ui/Steps.tsx"
import * as model from "./model.ts"

const F = Messages.forget

/** The frame a page of the account family is drawn in. */
export type Frame = (props: {
  title: string
  steps: StepsProps
  links?: ReactNode
  done?: { readonly title: string; readonly text: ReactNode; readonly actions: ReactNode }
  children?: ReactNode
}) => ReactNode

export function ForgetPage({ step, Frame }: { step: 1 | 2 | 3; Frame: Frame }) {
  const s = model.stage.value
  const allowed: 1 | 2 | 3 = s.done
    ? step === 1
      ? 1
      : 3
    : s.token !== ""
      ? step === 3
        ? 2
        : step
      : 1
  useEffect(() => {
    if (step === 1 && s.done) model.restart()
  }, [step, s.done])
  if (allowed !== step) return <Navigate to={`/forget/step${allowed}`} replace />
  return (
    <Frame
      title={F.heading}
      steps={{ label: F.stepsLabel, steps: F.steps, current: step === 3 ? 4 : step }}
      links={
        <>
          <span>
            {F.remembered}
            <ButtonLink variant="text" to="/login">
              {Messages.register.login}
            </ButtonLink>
          </span>
          <ButtonLink variant="text" to="/register/step1">
            {Messages.text["header.register"]}
          </ButtonLink>
        </>
      }
      done={
        step === 3
          ? {
              title: F.doneHeading,
              text: F.doneText,
              actions: (
                <ButtonLink variant="primary" to="/login">
                  {F.toLogin}
                </ButtonLink>
              ),
            }
          : undefined
      }
    >
      {step === 1 ? <Verify /> : <NewPassword />}
    </Frame>
  )
}
function Verify() {
  const navigate = useNavigate()
  const f = model.verifyForm
  return (
    <FormView
      form={f}
      label={F.steps[0] ?? ""}
      submitLabel={Messages.register.next}
      onSubmit={() =>
        void model.verify().then((ok) => {
          if (ok) navigate("/forget/step2")
        })
      }
    >
      <PhoneCodeFields form={f} scene="forget" />
    </FormView>
  )
}

function NewPassword() {
  const navigate = useNavigate()
  const f = model.passwordForm
  return (
    <FormView
      form={f}
      label={F.steps[1] ?? ""}
      submitLabel={F.submit}
      onSubmit={() =>
        void model.reset().then((ok) => {
          if (ok) navigate("/forget/step3")
        })
      }
    >
      <NewPasswordFields form={f} passwordLabel={F.newPassword} confirmLabel={F.confirm} />
    </FormView>
  )
}
