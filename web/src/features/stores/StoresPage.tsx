/** 多门店管理: the company's stores, switching store, copying the cart to other stores. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { DataTable } from "../../lib/kit/DataTable.tsx"
import { ListState } from "../../lib/kit/ListState.tsx"
import { StatusBadge } from "../../lib/kit/StatusBadge.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { Checkbox, Choices, FieldGroup, FormGrid, FormRow } from "../../lib/ui/Field.tsx"
import {
  busy,
  cartLineIds,
  copyCart,
  loadStores,
  others,
  storesResource,
  switchTo,
  targets,
  toggleTarget,
  type Store,
} from "./model.ts"
import styles from "./Stores.module.css"

const M = Messages.member.stores

export function StoresPage() {
  useEffect(() => {
    void loadStores()
  }, [])
  return (
    <div className={styles.page}>
      <ListState resource={storesResource} isEmpty={(d) => d.length === 0} rows={3}>
        {(list) => (
          <DataTable<Store>
            caption={M.heading}
            rows={list}
            rowKey={(s) => s.user_id}
            rowTestId="store"
            columns={[
              { key: "company", header: M.store, cell: (s) => s.company },
              { key: "name", header: M.contact, cell: (s) => s.name },
              { key: "phone", header: M.phone, cell: (s) => s.phone },
              {
                key: "action",
                header: Messages.common.actions,
                end: true,
                cell: (s) =>
                  s.is_current === 1 ? (
                    <StatusBadge tone="success">{M.current}</StatusBadge>
                  ) : (
                    <Button
                      size="sm"
                      disabled={busy.value}
                      onClick={() => void switchTo(s)}
                      aria-label={`${M.switchTo} ${s.company}`}
                    >
                      {M.switchTo}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </ListState>
      <Card title={M.copyHeading} headingId="stores-copy">
        <FormGrid>
          <FormRow>
            <p className={styles.hint}>{M.copyHint}</p>
          </FormRow>
          {others.value.length === 0 ? (
            <FormRow>
              <p className={styles.hint}>{M.none}</p>
            </FormRow>
          ) : (
            <FieldGroup id="stores-targets" label={M.chooseStore}>
              <Choices>
                {others.value.map((s) => (
                  <Checkbox
                    key={s.user_id}
                    label={s.company}
                    checked={targets.value.has(s.user_id)}
                    onChange={() => toggleTarget(s.user_id)}
                  />
                ))}
              </Choices>
            </FieldGroup>
          )}
          <FormRow>
            <Button
              variant="primary"
              disabled={busy.value || others.value.length === 0}
              onClick={() => void copyCart()}
            >
              {M.copy}
              {cartLineIds.value.length > 0 && ` (${cartLineIds.value.length})`}
            </Button>
          </FormRow>
        </FormGrid>
      </Card>
    </div>
  )
}
