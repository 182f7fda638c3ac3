/** 意见反馈: the feedback form. */
import * as Messages from "@mall/core/Messages"
import { FormView, SelectField, TextAreaField, TextField } from "../../lib/kit/Form.tsx"
import { form, submit, typeOptions } from "./model.ts"

const M = Messages.member.feedback

export function FeedbackPage() {
  return (
    <FormView form={form} label={M.heading} submitLabel={M.submit} onSubmit={() => void submit()}>
      <SelectField
        form={form}
        name="type"
        label={M.type}
        required
        options={typeOptions}
        prompt={M.choose}
      />
      <TextAreaField
        form={form}
        name="content"
        label={M.content}
        required
        rows={6}
        maxLength={500}
      />
      <TextField
        form={form}
        name="contact"
        label={M.contact}
        required
        hint={M.contactHint}
        maxLength={100}
      />
    </FormView>
  )
}
