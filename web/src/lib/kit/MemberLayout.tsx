/**
 * The member centre's frame (spec §2 "Member area"): the breadcrumb, the side menu of 会员中心 and
 * its four sections with the current item marked, and the page under its `h1` (the route's title).
 * Menu and breadcrumb are core `MemberMenu` data; a route file wraps its page in this.
 *
 * The member centre is a signed-in company's (spec §6: a guest sees login and register links):
 * when the user base call answers "login required", the page is not shown and the browser goes
 * to the login, with this page to come back to, as any call answered 10001/401 does (§8).
 */
import * as MemberMenu from "@mall/core/MemberMenu"
import * as Messages from "@mall/core/Messages"
import * as Routes from "@mall/core/Routes"
import { useEffect, type ReactNode } from "react"
import { goToLogin } from "../api/outcomeUi.ts"
import { loginRequired } from "../session/session.ts"
import { Link } from "../ui/Link.tsx"
import { PageHeader } from "../ui/PageHeader.tsx"
import styles from "./Kit.module.css"

export type MemberLayoutProps = {
  /** The route name (core route table) of the page shown. */
  route: string
  /** The page's actions, at the end of its title row (新增地址…). */
  actions?: ReactNode
  children: ReactNode
}

export function MemberLayout({ route, actions, children }: MemberLayoutProps) {
  const guest = loginRequired.value
  useEffect(() => {
    if (guest) goToLogin()
  }, [guest])
  if (guest) return null
  const active = MemberMenu.activeItem(route)?.route
  const crumbs = MemberMenu.breadcrumb(route)
  const title = Routes.byName(route)?.title ?? ""
  const item = (i: MemberMenu.Item, className?: string) => (
    <li key={i.route}>
      <Link
        to={i.path}
        className={className}
        aria-current={i.route === active ? "page" : undefined}
      >
        {i.label}
      </Link>
    </li>
  )
  return (
    <div className="page-width">
      <nav className={styles.breadcrumb} aria-label={Messages.kit.breadcrumb}>
        <ol>
          {crumbs.map((c, i) => (
            <li key={i}>
              {c.path === undefined ? (
                <span aria-current="page">{c.label}</span>
              ) : (
                <Link to={c.path}>{c.label}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.member}>
        <nav className={styles.menu} aria-label={Messages.kit.memberMenu}>
          <ul>{item(MemberMenu.home, styles.menuHome)}</ul>
          {MemberMenu.sections.map((s) => (
            // a group, not a region: the menu's sections are not landmarks of their own
            <div key={s.key} role="group" aria-labelledby={`member-menu-${s.key}`}>
              <h2 id={`member-menu-${s.key}`}>{s.label}</h2>
              <ul>{s.items.map((i) => item(i))}</ul>
            </div>
          ))}
        </nav>
        <div className={styles.content}>
          <PageHeader title={title} actions={actions} compact />
          {children}
        </div>
      </div>
    </div>
  )
}
