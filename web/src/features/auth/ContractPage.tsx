/**
 * /dzht: the e-contract's status, its preview and, while unsigned, the signing form (see
 * pageModel.ts): the agreement box and the signer's name on the form grid, under the status.
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId } from "react"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button, buttonLook } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Checkbox, Field, FormGrid, FormRow, fieldAria } from "../../lib/ui/Field.tsx"
import { TextInput } from "../../lib/ui/Input.tsx"
import { PageHeader } from "../../lib/ui/PageHeader.tsx"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import {
  agreed,
  contract,
  contractSigned,
  loadContract,
  setAgreed,
  setSignName,
  signContract,
  signErrors,
  signing,
  signName,
} from "./pageModel.ts"
import styles from "./ContractPage.module.css"

const C = Messages.contract

export function ContractPage() {
  useEffect(() => {
    void loadContract()
  }, [])
  const c = contract.value
  const signed = contractSigned.value
  return (
    <div className={`page-width ${styles.page}`}>
      <PageHeader title={Messages.pageTitles.dzht} />
      <Card>
        {c === null ? (
          <div className={styles.loading} aria-busy="true" />
        ) : (
          <>
            <dl className={styles.status}>
              <dt>{C.status}</dt>
              <dd>
                <StatusBadge tone={signed ? "success" : "warning"}>
                  {signed ? C.signed : C.unsigned}
                </StatusBadge>
              </dd>
              {signed && (c.signed_at ?? "") !== "" && (
                <>
                  <dt>{C.signedAt}</dt>
                  <dd>{c.signed_at}</dd>
                </>
              )}
              <dt>{C.preview}</dt>
              <dd>
                <SafeLink href={c.contract_url} newTab {...buttonLook({ variant: "text" })}>
                  {Messages.a11y.viewContract}
                </SafeLink>
              </dd>
            </dl>
            {!signed && <SignForm />}
          </>
        )}
      </Card>
    </div>
  )
}

function SignForm() {
  const nameId = useId()
  const agreeId = useId()
  const errors = signErrors.value
  const name = fieldAria(nameId, { message: errors.sign_name })
  return (
    <form
      className={styles.form}
      aria-label={C.sign}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void signContract()
      }}
    >
      <FormGrid>
        <FormRow>
          <span className={styles.agree}>
            <Checkbox
              id={agreeId}
              label={C.agree}
              checked={agreed.value}
              aria-invalid={errors.agree !== undefined || undefined}
              aria-describedby={errors.agree !== undefined ? `${agreeId}-msg` : undefined}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            {errors.agree !== undefined && (
              <span id={`${agreeId}-msg`} role="alert" className={styles.message}>
                {errors.agree}
              </span>
            )}
          </span>
        </FormRow>
        <Field id={nameId} label={C.signerName} required message={errors.sign_name}>
          <TextInput
            {...name}
            aria-required
            maxLength={20}
            value={signName.value}
            placeholder={Messages.form.signerNameRequired}
            onChange={(e) => setSignName(e.target.value)}
          />
        </Field>
        <FormRow>
          <Button type="submit" variant="primary" busy={signing.value}>
            {C.sign}
          </Button>
        </FormRow>
      </FormGrid>
    </form>
  )
}
