/**
 * An in-app link: an `<a href>` whose plain left clicks navigate with the router (modifier keys,
 * other buttons and `target` keep the browser's behaviour; `reloadDocument` lets the browser load
 * the page). It takes the props of react-router's `Link` the app uses (`to`, `replace`,
 * `reloadDocument`, anchor attributes). A path that redirects links to where it lands (core
 * `Routes.landing`).
 *
 * It reads only the router's navigator, which never changes, and resolves `to` the way the
 * browser resolves the `href` (the app has no base path and its routes are absolute). react-router's
 * own link hooks resolve the path against the route matches on every render and subscribe every
 * link to the location, so each navigation re-rendered each of the hundreds of links on a page.
 * A click on a link to the page already shown replaces the history entry, as react-router does.
 */
import * as Routes from "@mall/core/Routes"
import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react"
import { UNSAFE_NavigationContext } from "react-router-dom"

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string
  replace?: boolean
  /** Let the browser load the page (no client-side navigation). */
  reloadDocument?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/** A click the router takes: the main button, no modifier key, and the link opens in this tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string): boolean =>
  event.button === 0 &&
  (target === undefined || target === "" || target === "_self") &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)

export function Link({
  to,
  replace,
  reloadDocument = false,
  target,
  onClick,
  ref,
  ...rest
}: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const href = to.startsWith("/") ? Routes.landing(to) : to
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event, target)) return
    const url = new URL(href, window.location.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    const path = url.pathname + url.search + url.hash
    const here = window.location.pathname + window.location.search + window.location.hash
    if (replace ?? path === here) navigator.replace(path)
    else navigator.push(path)
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />
}
