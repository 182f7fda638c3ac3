/**
 * A link to a server-supplied URL. The URL passes core Display.safeUrl; in-app paths
 * ("/list?...") use the router, absolute http(s) URLs open normally, anything unsafe renders the
 * children as plain text (no link).
 */
import * as Display from "@mall/core/Display"
import type { AnchorHTMLAttributes, ReactNode } from "react"
import { Link } from "./Link.tsx"
import { isAppPath } from "../navigation.ts"

export type SafeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string | null | undefined
  children: ReactNode
  /** Open absolute URLs in a new tab (rel noopener noreferrer). */
  newTab?: boolean
}

export function SafeLink({ href, children, newTab = false, ...rest }: SafeLinkProps) {
  const url = Display.safeUrl(href)
  if (url === null || url === "") return <span className={rest.className}>{children}</span>
  if (isAppPath(url)) {
    return (
      <Link to={url} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={url} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  )
}
