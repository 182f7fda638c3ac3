/**
 * The login-style header (login, register, forget-password routes): logo and page title, then
 * 返回首页, 添加到桌面, the 手机APP QR popover, the complaint hotline and the account manager.
 */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { Link } from "../../lib/ui/Link.tsx"
import { config } from "../../lib/config.ts"
import { ButtonLink, buttonLook } from "../../lib/ui/Button.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { Popover } from "../../lib/ui/Popover.tsx"
import { Hotline, ManagerContact } from "./Contacts.tsx"
import { appQrImage, desktopShortcutHref, loadHeader } from "./model.ts"
import styles from "./Header.module.css"

const t = Messages.text
/** The 手机APP trigger is drawn as a text button (the popover draws the element itself). */
const textLook = buttonLook({ variant: "text" })

export function LoginHeader({ title }: { title: string | undefined }) {
  useEffect(() => {
    loadHeader()
  }, [])
  return (
    <header className={styles.loginHeader}>
      <div className={`page-width ${styles.loginInner}`}>
        <div className={styles.loginBrand}>
          <Link to="/" className={styles.logo}>
            {config.siteTitle}
          </Link>
          {title !== undefined && <span className={styles.loginTitle}>{title}</span>}
        </div>
        <nav aria-label={Messages.shell.accountNav} className={styles.loginLinks}>
          <ButtonLink variant="text" to="/">
            {t["header.backHome"]}
          </ButtonLink>
          <a
            {...buttonLook({ variant: "text" })}
            href={desktopShortcutHref()}
            download={`${config.siteTitle}.url`}
          >
            {t["header.addToDesktop"]}
          </a>
          <Popover label={t["header.app"]} triggerLook={textLook} className={styles.qrPopover}>
            <Image src={appQrImage} alt={Messages.shell.qrHint} width={120} height={120} />
            <p>{Messages.shell.qrHint}</p>
          </Popover>
          <Hotline />
          <ManagerContact />
        </nav>
      </div>
    </header>
  )
}
