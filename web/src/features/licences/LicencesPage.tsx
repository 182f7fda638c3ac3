/**
 * 资质证件: the licences with their state, the business scope, and the renewal of a licence: the
 * new file (the limits said before choosing, core Upload.limits), the new expiry date (年-月-日) and
 * number in a form grid. Opening the form puts focus on its first field; closing it gives focus
 * back to 上传新证 (the focus keeper's fallback, lib/ui/focus.ts).
 */
import * as Licence from "@mall/core/Licence"
import * as Messages from "@mall/core/Messages"
import * as Upload from "@mall/core/Upload"
import { useEffect, useId, useRef, useState } from "react"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { DateField } from "../../lib/ui/DateField.tsx"
import { EmptyState } from "../../lib/ui/EmptyState.tsx"
import { Field, FormGrid, FormRow, fieldAria } from "../../lib/ui/Field.tsx"
import { TextInput } from "../../lib/ui/Input.tsx"
import { FileField } from "../../lib/ui/FileField.tsx"
import { focusElement } from "../../lib/ui/focus.ts"
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

/** The focus key of a licence's 上传新证, where focus goes back when its form closes. */
const renewKey = (l: LicenceItem): string => `renew-${l.id}`

function RenewForm({ licence }: { licence: LicenceItem }) {
  const id = useId()
  const file = useRef<HTMLInputElement | null>(null)
  useEffect(() => {
    focusElement(file.current)
  }, [])
  const r = renewing.value
  if (r === null || r.id !== licence.id) return null
  const fileAria = fieldAria(`${id}-file`, { message: r.errors.image })
  const dateAria = fieldAria(`${id}-date`, { message: r.errors.expire_date })
  return (
    <form
      className={styles.renew}
      aria-label={`${M.renewHeading} ${licence.name}`}
      noValidate
      data-focus-fallback={renewKey(licence)}
      onSubmit={(e) => {
        e.preventDefault()
        void submitRenew()
      }}
    >
      <FormGrid>
        <Field id={`${id}-file`} label={M.file} required message={r.errors.image} width="lg">
          <FileField
            id={`${id}-file`}
            inputRef={file}
            label={M.file}
            accept={Upload.acceptAttribute("licence")}
            hint={Upload.limits("licence")}
            chosen={r.file}
            onChoose={(files) => editRenew({ file: files[0] ?? null })}
            onRemove={() => editRenew({ file: null })}
            busy={r.saving}
            busyText={Messages.orders.uploading}
            invalid={fileAria["aria-invalid"] === true}
            describedBy={fileAria["aria-describedby"]}
          />
        </Field>
        <Field
          id={`${id}-date`}
          label={M.newExpireDate}
          required
          message={r.errors.expire_date}
          width="sm"
        >
          <DateField
            {...dateAria}
            label={M.newExpireDate}
            value={r.expireDate}
            onChange={(v) => editRenew({ expireDate: v })}
          />
        </Field>
        <Field id={`${id}-number`} label={M.number} message={r.errors.number}>
          <TextInput
            {...fieldAria(`${id}-number`, { message: r.errors.number })}
            value={r.number}
            maxLength={50}
            onChange={(e) => editRenew({ number: e.currentTarget.value })}
          />
        </Field>
        <FormRow>
          <Button type="submit" variant="primary" busy={r.saving}>
            {r.saving ? Messages.kit.submitting : M.submit}
          </Button>
          <Button onClick={cancelRenew}>{Messages.member.address.cancel}</Button>
        </FormRow>
      </FormGrid>
    </form>
  )
}

function LicenceCard({ licence: l, now }: { licence: LicenceItem; now: number }) {
  const s = stateOf(l, now)
  const open = renewing.value?.id === l.id
  return (
    <li data-testid="licence" data-state={s._tag}>
      <Card
        title={l.name}
        actions={
          open ? undefined : (
            <Button
              size="sm"
              data-focus-key={renewKey(l)}
              onClick={() => startRenew(l)}
              aria-label={`${M.renew} ${l.name}`}
            >
              {M.renew}
            </Button>
          )
        }
      >
        <div className={styles.licence}>
          <PictureLink src={l.image} alt={l.name} width={180} height={126} />
          <dl className={styles.facts}>
            <div>
              <dt>{M.number}</dt>
              <dd>{l.number || "-"}</dd>
            </div>
            <div>
              <dt>{M.expireDate}</dt>
              <dd className={s._tag === "Expired" ? styles.expired : undefined}>
                {l.expire_date || "-"}
              </dd>
            </div>
            <div>
              <dt>{M.state}</dt>
              <dd className={styles.states}>
                <StatusBadge tone={Licence.tone(s)}>{Licence.label(s)}</StatusBadge>
                {l.status === 0 && <StatusBadge tone="info">{M.pending}</StatusBadge>}
              </dd>
            </div>
          </dl>
        </div>
        {open && <RenewForm licence={l} />}
      </Card>
    </li>
  )
}

export function LicencesPage() {
  useEffect(() => {
    void loadLicences()
  }, [])
  const list = licences.value
  const st = status.value
  const [now] = useState(Date.now)
  const shown = (scope.value ?? []).filter((x) => x.is_checked === 1)
  return (
    <div className={styles.page}>
      {st === "failed" && <FailedNotice onRetry={() => void loadLicences()} />}
      {list === null && st === "loading" && (
        <p className={styles.loading} aria-busy="true">
          {Messages.common.loading}
        </p>
      )}
      {list !== null && list.length === 0 && <EmptyState>{M.none}</EmptyState>}
      {list !== null && list.length > 0 && (
        <ul className={styles.list}>
          {list.map((l) => (
            <LicenceCard key={l.id} licence={l} now={now} />
          ))}
        </ul>
      )}
      {scope.value !== null && (
        <Card title={M.scope} headingId="licence-scope">
          {shown.length === 0 ? (
            <p className={styles.muted}>-</p>
          ) : (
            <ul className={styles.scope}>
              {shown.map((x) => (
                <li key={x.id}>{x.name}</li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  )
}
