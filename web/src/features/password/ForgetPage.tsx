/**
 * The password recovery pages (/forget/step1-3): the phone and its SMS code, then the new
 * password twice, then the success page with the login link. A later step needs the earlier one.
 */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { Navigate, useNavigate } from "react-router-dom"
import { NewPasswordFields, PhoneCodeFields } from "../../lib/kit/AccountFields.tsx"
import { FormView } from "../../lib/kit/Form.tsx"
import { StepsBar } from "../../lib/kit/StepsBar.tsx"
import styles from "../../lib/kit/Steps.module.css"
import { Link } from "../../lib/ui/Link.tsx"
import * as model from "./model.ts"

const F = Messages.forget
const R = Messages.register

export function ForgetPage({ step }: { step: 1 | 2 | 3 }) {
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
    <div className={styles.page}>
      <h1>{F.heading}</h1>
      <StepsBar label={R.stepsLabel} steps={F.steps} current={step} />
      {step === 1 ? <Verify /> : step === 2 ? <NewPassword /> : <Done />}
    </div>
  )
}

function Verify() {
  const navigate = useNavigate()
  const f = model.verifyForm
  return (
    <FormView
      form={f}
      label={F.steps[0] ?? ""}
      submitLabel={R.next}
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

function Done() {
  return (
    <section aria-labelledby="forget-done">
      <h2 id="forget-done">{F.doneHeading}</h2>
      <p>{F.doneText}</p>
      <p className={styles.links}>
        <Link to="/login">{F.toLogin}</Link>
      </p>
    </section>
  )
}
