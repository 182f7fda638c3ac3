/**
 * /login: the company login form beside the login-page ad; a signed-in buyer is sent to /. The
 * form comes first in the page (the first Tab stop after the header is its first field) and is
 * drawn on the right, the ad after it on the left.
 */
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
        <LoginForm />
        <div className={styles.ad}>
          {ad !== null && (
            <SafeLink href={ad.url}>
              <Image src={ad.image} alt={ad.name} width={760} height={420} loading="eager" />
            </SafeLink>
          )}
        </div>
      </div>
    </div>
  )
}
