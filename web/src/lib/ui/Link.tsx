/**
 * An in-app link: an `<a href>` whose plain left clicks navigate with the router (modifier keys,
 * other buttons and `target` keep the browser's behaviour; `reloadDocument` lets the browser load
 * the page). It takes the props of react-router's `Link` the app uses (`to`, `replace`, `state`,
 * `reloadDocument`, anchor attributes) without the route prefetching of framework mode that
 * react-router's own `Link` carries and this app does not use. A path that redirects links to
 * where it lands (core `Routes.landing`).
 */
import * as Routes from "@mall/core/Routes"
import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react"
import { useHref, useLinkClickHandler, type To } from "react-router-dom"

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To
  replace?: boolean
  state?: unknown
  /** Let the browser load the page (no client-side navigation). */
  reloadDocument?: boolean
  ref?: Ref<HTMLAnchorElement>
}

export function Link({
  to,
  replace,
  state,
  reloadDocument = false,
  target,
  onClick,
  ref,
  ...rest
}: LinkProps) {
  const dest = typeof to === "string" && to.startsWith("/") ? Routes.landing(to) : to
  const href = useHref(dest)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(dest, { replace, state, target })
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented && !reloadDocument) navigate(event)
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />
}
