/** 基本信息: the account (shown), the contact's name and phone, and the password change. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { FormView, TextField } from "../../lib/kit/Form.tsx"
import { user } from "../../lib/session/session.ts"
import { Card } from "../../lib/ui/Card.tsx"
import { fillInfo, infoForm, passwordForm, saveInfo, savePassword } from "./model.ts"
import styles from "./Account.module.css"

const M = Messages.member.basic

export function BasicInfo() {
  const u = user.value
  useEffect(() => {
    if (u !== null) fillInfo(u.name, u.phone)
  }, [u])
  return (
    <div className={styles.sections}>
      <Card title={M.heading} headingId="basic-info">
        {/* the account itself cannot be changed here: shown, in the form's label column */}
        <dl className={styles.account}>
          <div>
            <dt>{M.username}</dt>
            <dd>{u?.username || "-"}</dd>
          </div>
          <div>
            <dt>{M.company}</dt>
            <dd>{u?.company || "-"}</dd>
          </div>
        </dl>
        <FormView
          form={infoForm}
          label={M.heading}
          submitLabel={M.save}
          onSubmit={() => void saveInfo()}
        >
          <TextField
            form={infoForm}
            name="name"
            label={M.name}
            required
            autoComplete="name"
            maxLength={20}
          />
          <TextField
            form={infoForm}
            name="phone"
            label={M.phone}
            required
            type="tel"
            autoComplete="tel"
          />
        </FormView>
      </Card>
      <Card title={M.passwordHeading} headingId="basic-password">
        <FormView
          form={passwordForm}
          label={M.passwordHeading}
          submitLabel={M.changePassword}
          onSubmit={() => void savePassword()}
        >
          <TextField
            form={passwordForm}
            name="old_password"
            label={M.oldPassword}
            type="password"
            required
            autoComplete="current-password"
          />
          <TextField
            form={passwordForm}
            name="password"
            label={M.newPassword}
            type="password"
            required
            autoComplete="new-password"
          />
          <TextField
            form={passwordForm}
            name="confirm"
            label={M.confirmPassword}
            type="password"
            required
            autoComplete="new-password"
          />
        </FormView>
      </Card>
    </div>
  )
}
