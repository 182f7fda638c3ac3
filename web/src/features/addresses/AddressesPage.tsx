/**
 * 收货地址: the addresses, add (新增收货地址 in the page's title row) and edit (the form in the
 * address's place), delete after a confirmation, make default. Opening the form puts focus on
 * its first field; closing it (取消, or saved) gives focus back to the button that opened it,
 * through the focus keeper's fallback (lib/ui/focus.ts).
 */
import * as Messages from "@mall/core/Messages"
import { useEffect, useRef } from "react"
import { FormView, TextField } from "../../lib/kit/Form.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Checkbox, FormRow } from "../../lib/ui/Field.tsx"
import { focusElement } from "../../lib/ui/focus.ts"
import {
  addressesResource,
  busy,
  closeForm,
  editing,
  form,
  isDefault,
  loadAddresses,
  makeDefault,
  opened,
  openForm,
  remove,
  saveForm,
  type Address,
} from "./model.ts"
import styles from "./Addresses.module.css"

const M = Messages.member.address

/** The focus key of the button that opens the form for `target` (新增 for a new address). */
const openerKey = (target: Address | "new"): string =>
  target === "new" ? "address-add" : `address-edit-${target.id}`

/** 新增收货地址, at the end of the page's title row. */
export function AddAddress() {
  return (
    <Button variant="primary" data-focus-key={openerKey("new")} onClick={() => openForm(null)}>
      {M.add}
    </Button>
  )
}

function AddressForm({ target }: { target: Address | "new" }) {
  const box = useRef<HTMLDivElement | null>(null)
  const times = opened.value
  // each opening puts focus on the form's first field
  useEffect(() => {
    focusElement(box.current?.querySelector<HTMLElement>("input") ?? null)
  }, [times])
  const title = target === "new" ? M.add : M.editHeading
  return (
    <div ref={box} data-focus-fallback={openerKey(target)}>
      <Card title={title}>
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
          <TextField
            form={form}
            name="detail"
            label={M.detail}
            required
            maxLength={100}
            width="lg"
          />
          <FormRow>
            <Checkbox
              label={M.defaultFlag}
              checked={isDefault.value}
              onChange={(ev) => (isDefault.value = ev.currentTarget.checked)}
            />
          </FormRow>
        </FormView>
      </Card>
    </div>
  )
}

function AddressCard({ a }: { a: Address }) {
  const working = busy.value.has(a.id)
  const who = `${a.consignee} ${a.address}`
  return (
    <Card className={styles.card}>
      <div className={styles.who}>
        <strong>{a.consignee}</strong>
        <span>{a.phone}</span>
        {a.is_default === 1 && <StatusBadge tone="info">{M.isDefault}</StatusBadge>}
      </div>
      <p className={styles.where}>
        {a.province} {a.city} {a.district} {a.address}
      </p>
      <div className={styles.actions}>
        {a.is_default !== 1 && (
          <Button
            size="sm"
            disabled={working}
            onClick={() => void makeDefault(a)}
            aria-label={`${M.setDefault} ${who}`}
          >
            {M.setDefault}
          </Button>
        )}
        <Button
          size="sm"
          data-focus-key={openerKey(a)}
          onClick={() => openForm(a)}
          aria-label={`${M.edit} ${who}`}
        >
          {M.edit}
        </Button>
        <Button
          size="sm"
          disabled={working}
          onClick={() => void remove(a)}
          aria-label={`${M.delete} ${who}`}
        >
          {M.delete}
        </Button>
      </div>
    </Card>
  )
}

export function AddressesPage() {
  useEffect(() => {
    void loadAddresses()
  }, [])
  const e = editing.value
  return (
    <div className={styles.page}>
      {e === "new" && <AddressForm target="new" />}
      <ListState
        resource={addressesResource}
        isEmpty={(d) => d.length === 0}
        empty={M.none}
        rows={3}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((a) => (
              <li key={a.id} data-testid="address" data-focus-fallback={openerKey(a)}>
                {e !== null && e !== "new" && e.id === a.id ? (
                  <AddressForm target={a} />
                ) : (
                  <AddressCard a={a} />
                )}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  )
}
