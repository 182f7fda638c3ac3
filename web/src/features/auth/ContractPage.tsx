/** /dzht: the e-contract's status, a preview link and the signing form (see pageModel.ts). */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId } from "react"
import { Button } from "../../lib/ui/Button.tsx"
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

export function ContractPage() {
  const nameId = useId()
  const agreeId = useId()
  useEffect(() => {
    void loadContract()
  }, [])
  const c = contract.value
  const errors = signErrors.value
  return (
    <section className={`page-width ${styles.page}`} aria-labelledby="dzht-heading">
      <h1 id="dzht-heading" className={styles.heading}>
        {Messages.pageTitles.dzht}
      </h1>
      {c !== null && (
        <dl className={styles.status}>
          <dt>{Messages.contract.status}</dt>
          <dd className={contractSigned.value ? styles.signed : styles.unsigned}>
            {contractSigned.value ? Messages.contract.signed : Messages.contract.unsigned}
          </dd>
          {contractSigned.value && (c.signed_at ?? "") !== "" && (
            <>
              <dt>{Messages.contract.signedAt}</dt>
              <dd>{c.signed_at}</dd>
            </>
          )}
          <dt>{Messages.contract.preview}</dt>
          <dd>
            <SafeLink href={c.contract_url} newTab className={styles.preview}>
              {Messages.a11y.viewContract}
            </SafeLink>
          </dd>
        </dl>
      )}
      {c !== null && !contractSigned.value && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void signContract()
          }}
        >
          <div>
            <label className={styles.agree}>
              <input
                type="checkbox"
                checked={agreed.value}
                aria-invalid={errors.agree !== undefined}
                aria-describedby={errors.agree !== undefined ? `${agreeId}-error` : undefined}
                onChange={(e) => setAgreed(e.target.checked)}
              />
              {Messages.contract.agree}
            </label>
            {errors.agree !== undefined && (
              <p id={`${agreeId}-error`} role="alert" className={styles.error}>
                {errors.agree}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={nameId}>{Messages.contract.signerName}</label>
            <input
              id={nameId}
              value={signName.value}
              aria-invalid={errors.sign_name !== undefined}
              aria-describedby={errors.sign_name !== undefined ? `${nameId}-error` : undefined}
              placeholder={Messages.form.signerNameRequired}
              onChange={(e) => setSignName(e.target.value)}
            />
            {errors.sign_name !== undefined && (
              <p id={`${nameId}-error`} role="alert" className={styles.error}>
                {errors.sign_name}
              </p>
            )}
          </div>
          <Button type="submit" variant="primary" disabled={signing.value}>
            {Messages.contract.sign}
          </Button>
        </form>
      )}
    </section>
  )
}
