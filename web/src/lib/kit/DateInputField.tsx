/**
 * A date of a form, 年-月-日: the design system's DateField bound to a form model, in its own
 * module so that a page without a date does not load the calendar.
 */
import { useId, useRef } from "react"
import { DateField } from "../ui/DateField.tsx"
import { ariaOf, FieldOf, useFocusRequest, type FieldProps } from "./Form.tsx"

export function DateInputField<K extends string>(props: FieldProps<K>) {
  const { form, name, label } = props
  const id = useId()
  const ref = useRef<HTMLInputElement | null>(null)
  useFocusRequest(form, name, ref)
  const aria = ariaOf(form, name, id, props)
  return (
    <FieldOf {...props} width={props.width ?? "sm"} id={id}>
      <DateField
        id={id}
        inputRef={ref}
        label={label}
        aria-invalid={aria["aria-invalid"]}
        aria-describedby={aria["aria-describedby"]}
        value={form.values.value[name]}
        onChange={(v) => form.setField(name, v)}
      />
    </FieldOf>
  )
}
