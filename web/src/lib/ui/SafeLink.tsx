/**
 * A link to a URL of server data, through the page's URL policy (core `UrlPolicy`): an app path
 * the route table knows uses the router; a configured host opens in place; any other host opens
 * in a new tab with `rel="noopener noreferrer"`; a refused URL (another scheme, user info, a
 * backslash) renders `refused` instead (by default the children as plain text, no link). `newTab`
 * opens the site's own files and hosts in a new tab as well.
 */
import * as Routes from "@mall/core/Routes"
import * as UrlPolicy from "@mall/core/UrlPolicy"
import type { AnchorHTMLAttributes, ReactNode } from "react"
import { policy } from "../urlPolicy.ts"
import { Link } from "./Link.tsx"

export type SafeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string | null | undefined
  children: ReactNode
  /** Open a link that leaves the app in a new tab too (rel noopener noreferrer). */
  newTab?: boolean
  /** What stands instead of a refused link (default: the children as plain text). */
  refused?: ReactNode
}

export function SafeLink({ href, children, newTab = false, refused, ...rest }: SafeLinkProps) {
  const link = UrlPolicy.link(policy, href)
  if (link._tag === "Refused")
    return <>{refused ?? <span className={rest.className}>{children}</span>}</>
  if (link._tag === "App" && Routes.knows(link.path)) {
    return (
      <Link to={link.path} {...rest}>
        {children}
      </Link>
    )
  }
  const apart = newTab || link._tag === "Foreign"
  return (
    <a
      href={UrlPolicy.hrefOf(link)}
      {...(apart ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...rest}
    >
      {children}
    </a>
  )
}
