/** 收货地址: the addresses, add / edit (form kit), delete after a confirmation, make default. */
import * as Messages from "@mall/core/Messages"
import { useEffect, useId } from "react"
import { FormView, TextField } from "../../lib/kit/Form.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import {
  addressesResource,
  busy,
  closeForm,
  editing,
  form,
  isDefault,
  loadAddresses,
  makeDefault,
  openForm,
  remove,
  saveForm,
} from "./model.ts"
import styles from "./Addresses.module.css"

const M = Messages.member.address

function AddressForm() {
  const id = useId()
  const e = editing.value
  if (e === null) return null
  const title = e === "new" ? M.add : M.editHeading
  return (
    <section className={styles.formBox} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      <FormView
        form={form}
        label={title}
        submitLabel={M.save}
        onSubmit={() => void saveForm()}
        extraActions={<Button onClick={closeForm}>{M.cancel}</Button>}
      >
        <TextField form={form} name="consignee" label={M.consignee} required maxLength={20} />
        <TextField form={form} name="phone" label={M.phone} required type="tel" />
        <TextField form={form} name="province" label={M.province} required maxLength={20} />
        <TextField form={form} name="city" label={M.city} required maxLength={20} />
        <TextField form={form} name="district" label={M.district} required maxLength={20} />
        <TextField form={form} name="detail" label={M.detail} required maxLength={100} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={isDefault.value}
            onChange={(ev) => (isDefault.value = ev.currentTarget.checked)}
          />
          {M.defaultFlag}
        </label>
      </FormView>
    </section>
  )
}

export function AddressesPage() {
  useEffect(() => {
    void loadAddresses()
  }, [])
  return (
    <div className={styles.page}>
      <div>
        <Button variant="primary" onClick={() => openForm(null)}>
          {M.add}
        </Button>
      </div>
      <AddressForm />
      <ListState
        resource={addressesResource}
        isEmpty={(d) => d.length === 0}
        empty={M.none}
        rows={3}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((a) => (
              <li key={a.id} className={styles.card} data-testid="address">
                <div className={styles.who}>
                  <strong>{a.consignee}</strong> {a.phone}{" "}
                  {a.is_default === 1 && <StatusBadge tone="info">{M.isDefault}</StatusBadge>}
                </div>
                <div>
                  {a.province} {a.city} {a.district} {a.address}
                </div>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    onClick={() => openForm(a)}
                    aria-label={`${M.edit} ${a.consignee} ${a.address}`}
                  >
                    {M.edit}
                  </Button>
                  {a.is_default !== 1 && (
                    <Button
                      size="sm"
                      disabled={busy.value.has(a.id)}
                      onClick={() => void makeDefault(a)}
                      aria-label={`${M.setDefault} ${a.consignee} ${a.address}`}
                    >
                      {M.setDefault}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    disabled={busy.value.has(a.id)}
                    onClick={() => void remove(a)}
                    aria-label={`${M.delete} ${a.consignee} ${a.address}`}
                  >
                    {M.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  )
}
