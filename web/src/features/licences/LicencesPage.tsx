/** 资质证件: the licences with their state, the business scope, and the renewal of a licence. */
import * as Licence from "@mall/core/Licence"
import * as Messages from "@mall/core/Messages"
import { useEffect, useId, useState } from "react"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { PictureLink } from "../../lib/ui/PictureLink.tsx"
import {
  cancelRenew,
  editRenew,
  licences,
  loadLicences,
  renewing,
  scope,
  startRenew,
  stateOf,
  status,
  submitRenew,
  type LicenceItem,
} from "./model.ts"
import styles from "./Licences.module.css"

const M = Messages.member.licence

function RenewForm({ licence }: { licence: LicenceItem }) {
  const id = useId()
  const r = renewing.value
  if (r === null || r.id !== licence.id) return null
  return (
    <form
      className={styles.renew}
      aria-label={`${M.renewHeading} ${licence.name}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submitRenew()
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{M.file}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,application/pdf"
          aria-invalid={r.errors.image !== undefined}
          aria-describedby={r.errors.image !== undefined ? `${id}-file-msg` : undefined}
          onChange={(e) => editRenew({ file: e.currentTarget.files?.[0] ?? null })}
        />
        {r.errors.image !== undefined && (
          <span id={`${id}-file-msg`} role="alert" className={styles.error}>
            {r.errors.image}
          </span>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>{M.newExpireDate}</label>
        <input
          id={`${id}-date`}
          type="date"
          value={r.expireDate}
          aria-invalid={r.errors.expire_date !== undefined}
          aria-describedby={r.errors.expire_date !== undefined ? `${id}-date-msg` : undefined}
          onChange={(e) => editRenew({ expireDate: e.currentTarget.value })}
        />
        {r.errors.expire_date !== undefined && (
          <span id={`${id}-date-msg`} role="alert" className={styles.error}>
            {r.errors.expire_date}
          </span>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-number`}>{M.number}</label>
        <input
          id={`${id}-number`}
          value={r.number}
          maxLength={50}
          onChange={(e) => editRenew({ number: e.currentTarget.value })}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={r.saving}>
          {r.saving ? Messages.kit.submitting : M.submit}
        </Button>
        <Button onClick={cancelRenew}>{Messages.member.address.cancel}</Button>
      </div>
    </form>
  )
}

export function LicencesPage() {
  useEffect(() => {
    void loadLicences()
  }, [])
  const list = licences.value
  const st = status.value
  const [now] = useState(Date.now)
  return (
    <div className={styles.page}>
      {st === "failed" && <FailedNotice onRetry={() => void loadLicences()} />}
      {list === null && st === "loading" && (
        <p className={styles.notice}>{Messages.common.loading}</p>
      )}
      {list !== null && list.length === 0 && <p className={styles.notice}>{M.none}</p>}
      {list !== null && list.length > 0 && (
        <ul className={styles.list}>
          {list.map((l) => {
            const s = stateOf(l, now)
            return (
              <li key={l.id} className={styles.card} data-testid="licence" data-state={s._tag}>
                <div className={styles.picture}>
                  <PictureLink src={l.image} alt={l.name} width={180} height={126} />
                </div>
                <div className={styles.info}>
                  <h2 className={styles.name}>{l.name}</h2>
                  <dl>
                    <div>
                      <dt>{M.number}</dt>
                      <dd>{l.number ?? ""}</dd>
                    </div>
                    <div>
                      <dt>{M.expireDate}</dt>
                      <dd className={s._tag === "Expired" ? styles.expired : undefined}>
                        {l.expire_date}
                      </dd>
                    </div>
                    <div>
                      <dt>{M.state}</dt>
                      <dd>
                        <StatusBadge tone={Licence.tone(s)}>{Licence.label(s)}</StatusBadge>{" "}
                        {l.status === 0 && <StatusBadge tone="info">{M.pending}</StatusBadge>}
                      </dd>
                    </div>
                  </dl>
                  {renewing.value?.id !== l.id && (
                    <Button onClick={() => startRenew(l)} aria-label={`${M.renew} ${l.name}`}>
                      {M.renew}
                    </Button>
                  )}
                  <RenewForm licence={l} />
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {scope.value !== null && (
        <section className={styles.scope} aria-labelledby="licence-scope">
          <h2 id="licence-scope" className={styles.name}>
            {M.scope}
          </h2>
          <ul>
            {scope.value
              .filter((x) => x.is_checked === 1)
              .map((x) => (
                <li key={x.id}>{x.name}</li>
              ))}
          </ul>
        </section>
      )}
    </div>
  )
}
