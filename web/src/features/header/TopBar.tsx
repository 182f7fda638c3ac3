/**
 * The thin bar above the header: greeting, login/logout, hotline, manager, and for a signed-in
 * company its name, 会员中心, 我的订单 and 质检报告.
 */
import * as Messages from "@mall/core/Messages"
import { Link } from "../../lib/ui/Link.tsx"
import { config } from "../../lib/config.ts"
import { logout, sessionShown, signedIn, user } from "../../lib/session/session.ts"
import { Hotline, ManagerContact } from "./Contacts.tsx"
import { openInspection } from "./model.ts"
import styles from "./Header.module.css"

const t = Messages.text

export function TopBar() {
  const company = user.value?.company ?? user.value?.name ?? ""
  // a company's own links (spec §6): a guest sees only 登录 and 免费注册
  const member = sessionShown.value && signedIn.value
  return (
    <div className={styles.topBar}>
      <div className={`page-width ${styles.topBarInner}`}>
        <div className={styles.greeting}>
          <span>
            {Messages.shell.welcome}
            {config.siteTitle}
          </span>
          {sessionShown.value &&
            (signedIn.value ? (
              <>
                <span className={styles.company}>{company}</span>
                <button type="button" className={styles.linkButton} onClick={() => logout()}>
                  {t["header.logout"]}
                </button>
              </>
            ) : (
              <>
                <Link to="/login" className={styles.accent}>
                  {t["header.login"]}
                </Link>
                <Link to="/register">{t["header.register"]}</Link>
              </>
            ))}
        </div>
        {/* drawn whole once the session is known: links added beside a hotline already drawn
            would move it */}
        <nav aria-label={Messages.shell.accountNav} className={styles.topLinks}>
          {sessionShown.value && (
            <>
              {member && (
                <>
                  <Link to="/user">{t["header.memberCentre"]}</Link>
                  <Link to="/order">{t["header.orders"]}</Link>
                </>
              )}
              <Hotline />
              {member && (
                <button type="button" className={styles.linkButton} onClick={openInspection}>
                  {t["header.inspection"]}
                </button>
              )}
              <ManagerContact />
            </>
          )}
        </nav>
      </div>
    </div>
  )
}
