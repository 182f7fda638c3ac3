/**
 * Registration step 2, the company: its name and type (the types of the variant), 所在地区 (省,
 * then one of its cities, then one of the city's districts), address, contact and the business
 * scopes the server offers.
 */
import * as Messages from "@mall/core/Messages"
import * as Region from "@mall/core/Region"
import * as Registration from "@mall/core/Registration"
import { useEffect, useId, useRef } from "react"
import { useNavigate } from "react-router-dom"
import { FailedNotice } from "../../lib/kit/FailedNotice.tsx"
import { FormView, SelectField, TextField, useFocusRequest } from "../../lib/kit/Form.tsx"
import { Button } from "../../lib/ui/Button.tsx"
import { Checkbox, Choices, FieldGroup } from "../../lib/ui/Field.tsx"
import { Select } from "../../lib/ui/Input.tsx"
import type { RegisterModel } from "./model.ts"
import { pathOf } from "./paths.ts"
import styles from "./Register.module.css"

const M = Messages.register

export function RegisterCompany({ model }: { model: RegisterModel }) {
  const navigate = useNavigate()
  const f = model.step2
  const scopes = model.scopes
  useEffect(() => {
    if (scopes.status.peek() === "idle") scopes.load(undefined)
  }, [scopes])
  const types = Registration.typesFor(model.variant).map((t) => ({
    value: t,
    label: Registration.companyTypeName(t),
  }))
  return (
    <FormView
      form={f}
      label={M.steps[1] ?? ""}
      submitLabel={M.next}
      onSubmit={() =>
        void model.submitStep2().then((ok) => {
          if (ok) navigate(pathOf(model.variant, 3))
        })
      }
      extraActions={
        <Button onClick={() => navigate(pathOf(model.variant, 1))}>{M.previous}</Button>
      }
    >
      <TextField form={f} name="company" label={M.company} maxLength={50} width="lg" required />
      <SelectField
        form={f}
        name="company_type"
        label={M.companyType}
        options={types}
        prompt={M.companyTypePlaceholder}
        required
      />
      <RegionField model={model} />
      <TextField form={f} name="address" label={M.address} maxLength={100} width="lg" required />
      <TextField form={f} name="name" label={M.contact} maxLength={20} required />
      <ScopeField model={model} />
    </FormView>
  )
}

const LEVELS: ReadonlyArray<{
  readonly level: Region.Level
  readonly label: string
  readonly prompt: string
}> = [
  { level: "province", label: M.province, prompt: M.provincePlaceholder },
  { level: "city", label: M.city, prompt: M.cityPlaceholder },
  { level: "district", label: M.district, prompt: M.districtPlaceholder },
]

/** 所在地区: 省, then one of its cities, then one of the city's districts (core Region). */
function RegionField({ model }: { model: RegisterModel }) {
  const f = model.step2
  const v = f.values.value
  const errors = f.errors.value
  const id = useId()
  const provinceRef = useRef<HTMLSelectElement | null>(null)
  const cityRef = useRef<HTMLSelectElement | null>(null)
  const districtRef = useRef<HTMLSelectElement | null>(null)
  useFocusRequest(f, "province", provinceRef)
  useFocusRequest(f, "city", cityRef)
  useFocusRequest(f, "district", districtRef)
  const message = errors.province ?? errors.city ?? errors.district
  const names: Record<Region.Level, ReadonlyArray<string>> = {
    province: Region.PROVINCES,
    city: Region.cities(v.province),
    district: Region.districts(v.province, v.city),
  }
  return (
    <FieldGroup id={id} label={M.region} required message={message}>
      {LEVELS.map(({ level, label, prompt }) => (
        <Select
          key={level}
          ref={level === "province" ? provinceRef : level === "city" ? cityRef : districtRef}
          name={level}
          aria-label={label}
          aria-required
          aria-invalid={(errors[level] !== undefined && names[level].length > 0) || undefined}
          aria-describedby={message !== undefined ? `${id}-msg` : undefined}
          prompt={prompt}
          options={names[level].map((n) => ({ value: n, label: n }))}
          value={v[level]}
          disabled={names[level].length === 0}
          onChange={(e) => model.setRegion(level, e.currentTarget.value)}
        />
      ))}
    </FieldGroup>
  )
}

/** 经营范围: the scopes the server offers, as checkboxes. */
function ScopeField({ model }: { model: RegisterModel }) {
  const id = useId()
  const scopes = model.scopes
  const chosen = model.scopeIds.value
  const message = model.scopeError.value
  const status = scopes.status.value
  return (
    <FieldGroup id={id} label={M.scope} required message={message}>
      {status === "failed" ? (
        <FailedNotice onRetry={() => void scopes.reload()} />
      ) : status === "loading" ? (
        <span className={styles.loading} aria-busy="true">
          {M.scopeLoading}
        </span>
      ) : (
        <Choices>
          {(scopes.data.value ?? []).map((s) => (
            <Checkbox
              key={s.id}
              label={s.name}
              checked={chosen.includes(s.id)}
              aria-invalid={message !== undefined || undefined}
              onChange={(e) => model.toggleScope(s.id, e.currentTarget.checked)}
            />
          ))}
        </Choices>
      )}
    </FieldGroup>
  )
}
