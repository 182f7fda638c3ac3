/** /login: the login-page ad beside the company login form; a signed-in buyer is sent to /. */
import { useEffect } from "react"
import { Navigate } from "react-router-dom"
import { signedIn } from "../../lib/session/session.ts"
import { Image } from "../../lib/ui/Image.tsx"
import { SafeLink } from "../../lib/ui/SafeLink.tsx"
import { LoginForm } from "./LoginForm.tsx"
import { loadLoginAd, loginAd } from "./pageModel.ts"
import styles from "./LoginPage.module.css"

export function LoginPage() {
  useEffect(() => {
    loadLoginAd()
  }, [])
  const ad = loginAd.value
  if (signedIn.value) return <Navigate to="/" replace />
  return (
    <div className={styles.page}>
      <div className={`page-width ${styles.inner}`}>
        <div className={styles.ad}>
          {ad !== null && (
            <SafeLink href={ad.url}>
              <Image src={ad.image} alt={ad.name} width={760} height={420} loading="eager" />
            </SafeLink>
          )}
        </div>
        <LoginForm />
      </div>
    </div>
  )
}
