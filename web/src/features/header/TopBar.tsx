/**
 * The thin bar above the header: greeting, login/logout, hotline, manager, and for a signed-in
 * company its name, 会员中心, 我的订单 and 质检报告. Its actions are text buttons and links of the
 * design system; the greeting and the contacts are plain text.
 */
import * as Messages from "@mall/core/Messages"
import { Button, ButtonLink } from "../../lib/ui/Button.tsx"
import { config } from "../../lib/config.ts"
import { logout, sessionShown, signedIn, user } from "../../lib/session/session.ts"
import { Hotline, ManagerContact } from "./Contacts.tsx"
import { openInspection } from "./model.ts"
import styles from "./Header.module.css"

const t = Messages.text

type TextLink = readonly [to: string, word: string]
const GUEST_LINKS: ReadonlyArray<TextLink> = [
  ["/login", t["header.login"]],
  ["/register", t["header.register"]],
]
const MEMBER_LINKS: ReadonlyArray<TextLink> = [
  ["/user", t["header.memberCentre"]],
  ["/order", t["header.orders"]],
]

/** In-app links drawn as text buttons. */
function TextLinks({ links }: { links: ReadonlyArray<TextLink> }) {
  return links.map(([to, word]) => (
    <ButtonLink key={to} variant="text" to={to}>
      {word}
    </ButtonLink>
  ))
}

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
                <Button variant="text" onClick={() => logout()}>
                  {t["header.logout"]}
                </Button>
              </>
            ) : (
              <TextLinks links={GUEST_LINKS} />
            ))}
        </div>
        {/* drawn whole once the session is known: links added beside a hotline already drawn
            would move it */}
        <nav aria-label={Messages.shell.accountNav} className={styles.topLinks}>
          {sessionShown.value && (
            <>
              {member && (
                <>
                  <TextLinks links={MEMBER_LINKS} />
                  <Button variant="text" onClick={openInspection}>
                    {t["header.inspection"]}
                  </Button>
                </>
              )}
              <Hotline />
              <ManagerContact />
            </>
          )}
        </nav>
      </div>
    </div>
  )
}
