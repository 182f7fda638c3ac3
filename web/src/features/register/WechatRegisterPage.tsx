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
import styles from "../../lib/kit/Steps.module.css"
import { Link } from "../../lib/ui/Link.tsx"
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
    <div className={styles.page}>
      <h1>{M.wechatHeading}</h1>
      {code === null ? (
        <p role="alert">
          {M.wechatMissing} <Link to="/login">{M.login}</Link>
        </p>
      ) : (
        <>
          <p>{M.wechatIntro}</p>
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
            <PhoneCodeFields form={f} scene="bind" onPhone={(v) => void model.setPhone(v)} />
            {isNew && (
              <>
                <p role="status">{M.wechatNewPhone}</p>
                <NewPasswordFields form={f} />
              </>
            )}
          </FormView>
        </>
      )}
      <p className={styles.links}>
        <span>
          {M.haveAccount}
          <Link to="/login">{M.login}</Link>
        </span>
      </p>
    </div>
  )
}
