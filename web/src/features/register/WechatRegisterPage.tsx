/**
 * 微信注册 (/register/wechat): after WeChat's sign-in, the buyer binds a phone. A registered phone
 * is bound and signed in; a new one also sets a password and goes on to registration step 2.
 * Without WeChat's code the page says to scan again and links to the login.
 */
import * as Forms from "@mall/core/Forms"
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { useLocation, useNavigate } from "react-router-dom"
import { NewPasswordFields, PhoneCodeFields } from "../../lib/kit/AccountFields.tsx"
import { FormView } from "../../lib/kit/Form.tsx"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { FormRow } from "../../lib/ui/Field.tsx"
import { Notice } from "../../lib/ui/Notice.tsx"
import { AccountFrame } from "./AccountFrame.tsx"
import { RegisterLinks } from "./RegisterLinks.tsx"
import * as model from "./wechatModel.ts"

const M = Messages.register

export function WechatRegisterPage() {
  const { search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => model.open(search), [search])
  const code = model.wechatCode.value
  const f = model.form
  const isNew = f.values.value[Forms.NEW_PHONE] === "1"
  return (
    <AccountFrame
      title={M.wechatHeading}
      links={
        <RegisterLinks>
          <ButtonLink variant="text" to="/register/step1">
            {Messages.text["header.register"]}
          </ButtonLink>
        </RegisterLinks>
      }
    >
      {code === null ? (
        <Notice
          tone="danger"
          role="alert"
          actions={
            <ButtonLink variant="primary" size="sm" to="/login">
              {M.login}
            </ButtonLink>
          }
        >
          {M.wechatMissing}
        </Notice>
      ) : (
        <FormView
          form={f}
          label={M.wechatHeading}
          submitLabel={M.wechatBind}
          onSubmit={() =>
            void model.submit().then((next) => {
              if (next?._tag === "Home") navigate("/", { replace: true })
              if (next?._tag === "Register") navigate("/register/step2")
            })
          }
        >
          <FormRow>
            <Notice>{M.wechatIntro}</Notice>
          </FormRow>
          <PhoneCodeFields form={f} scene="bind" onPhone={(v) => void model.setPhone(v)} />
          {isNew && (
            <>
              <FormRow>
                <Notice tone="warning" role="status">
                  {M.wechatNewPhone}
                </Notice>
              </FormRow>
              <NewPasswordFields form={f} />
            </>
          )}
        </FormView>
      )}
    </AccountFrame>
  )
}
