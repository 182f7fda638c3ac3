/** /dzht: the e-contract's status, a preview link and the signing form (see pageModel.ts). */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId } from "react"
import { Button } from "../../lib/ui/Button.tsx"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { shellText } from "../../lib/text.ts"
import {
  agreed,
  contract,
  contractSigned,
  loadContract,
  signContract,
  signError,
  signing,
  signName,
} from "./pageModel.ts"
import styles from "./ContractPage.module.css"

export function ContractPage() {
  const nameId = useId()
  useEffect(() => {
    void loadContract()
  }, [])
  const c = contract.value
  return (
    <section className={`page-width ${styles.page}`} aria-labelledby="dzht-heading">
      <h1 id="dzht-heading" className={styles.heading}>
        {Messages.pageTitles.dzht}
      </h1>
      {c !== null && (
        <dl className={styles.status}>
          <dt>{shellText.contractStatus}</dt>
          <dd className={contractSigned.value ? styles.signed : styles.unsigned}>
            {contractSigned.value ? shellText.contractSigned : shellText.contractUnsigned}
          </dd>
          {contractSigned.value && (c.signed_at ?? "") !== "" && (
            <>
              <dt>{shellText.contractSignedAt}</dt>
              <dd>{c.signed_at}</dd>
            </>
          )}
          <dt>{Messages.pageTitles.dzht}</dt>
          <dd>
            <SafeLink href={c.contract_url} newTab className={styles.preview}>
              {c.contract_url}
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
          <label className={styles.agree}>
            <input
              type="checkbox"
              checked={agreed.value}
              onChange={(e) => {
                agreed.value = e.target.checked
              }}
            />
            {shellText.contractAgree}
          </label>
          <div className={styles.field}>
            <label htmlFor={nameId}>{shellText.signerName}</label>
            <input
              id={nameId}
              value={signName.value}
              aria-invalid={signError.value !== undefined}
              aria-describedby={signError.value !== undefined ? `${nameId}-error` : undefined}
              placeholder={Messages.form.nameRequired}
              onChange={(e) => {
                signName.value = e.target.value
                signError.value = undefined
              }}
            />
            {signError.value !== undefined && (
              <p id={`${nameId}-error`} role="alert" className={styles.error}>
                {signError.value}
              </p>
            )}
          </div>
          <Button type="submit" variant="primary" disabled={!agreed.value || signing.value}>
            {shellText.contractSign}
          </Button>
        </form>
      )}
    </section>
  )
}
