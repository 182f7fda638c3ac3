/**
 * The login-style header (login, register, forget-password routes): logo and page title, then
 * 返回首页, 添加到桌面, the 手机APP QR popover, the complaint hotline and the account manager.
 */
import * as Messages from "@mall/core/Messages"
import * as Popover from "@radix-ui/react-popover"
import { useEffect } from "react"
import { Link } from "react-router-dom"
import { config } from "../../lib/config.ts"
import { Image } from "../../lib/ui/Image.tsx"
import { shellText } from "../../lib/text.ts"
import { appQrImage, desktopShortcutHref, hotline, loadHeader, manager } from "./model.ts"
import styles from "./Header.module.css"

const t = Messages.text

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
        <nav aria-label={shellText.accountNav} className={styles.loginLinks}>
          <Link to="/">{t["header.backHome"]}</Link>
          <a href={desktopShortcutHref()} download={`${config.siteTitle}.url`}>
            {t["header.addToDesktop"]}
          </a>
          <Popover.Root>
            <Popover.Trigger className={styles.linkButton}>{t["header.app"]}</Popover.Trigger>
            <Popover.Portal>
              <Popover.Content className={styles.qrPopover} sideOffset={6}>
                <Image src={appQrImage} alt={shellText.qrHint} width={120} height={120} />
                <p>{shellText.qrHint}</p>
                <Popover.Arrow className={styles.qrArrow} />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
          {hotline.value !== "" && (
            <span>
              {t["header.hotline"]}：{hotline.value}
            </span>
          )}
          {manager.value !== null && (
            <span>
              {manager.value.label}：{manager.value.name} {manager.value.phone}
            </span>
          )}
        </nav>
      </div>
    </header>
  )
}
