/**
 * Turns core's route table into react-router route objects. Each page route whose module
 * `routes/<name>.tsx` exists is registered with a lazy component (one chunk per route, its default
 * export); pages without a module are left out and fall to /404. Redirects, the main-site exit and
 * the unknown-path catch-all come from core too; `currentRoute` tells which core route a location
 * is on, so the shell can apply its flags.
 */
import * as Routes from "@mall/core/Routes"
import { createElement, lazy, useEffect, type ComponentType } from "react"
import { Navigate, useLocation, type RouteObject } from "react-router-dom"
import { config } from "../lib/config.ts"
import { leaveTo } from "../lib/browser.ts"

export type RouteModule = { default: ComponentType }
export type RouteModules = Record<string, () => Promise<RouteModule>>

/** `{ route }`, attached to every route object as its `handle`. */
export type RouteHandle = { route: Routes.Route }

/** The module file name of a route name. */
export const moduleKey = (name: string): string => `../routes/${name}.tsx`

/** Goes on to where the location's redirect lands, as core resolves it (params, query and hash kept). */
function RedirectTo() {
  const { pathname, search, hash } = useLocation()
  return <Navigate to={Routes.landing(pathname + search + hash)} replace />
}

/** Leaves for the main site. */
function LeaveForMainSite() {
  useEffect(() => leaveTo(config.mainSiteUrl), [])
  return null
}

/**
 * The app's route objects by core route name, and the catch-all. The router hands react-router
 * only the object of the route core matched (and the catch-all): react-router's own matching
 * would rank and compile every pattern of the table on each render.
 */
export interface RouteTable {
  readonly byName: ReadonlyMap<string, RouteObject>
  readonly catchAll: RouteObject
}

/** The routes of the app: core's table, pages for which a module exists, then the catch-all. */
export function buildRoutes(modules: RouteModules): RouteTable {
  const byName = new Map<string, RouteObject>()
  for (const route of Routes.routes) {
    const handle: RouteHandle = { route }
    const element =
      route.redirect !== undefined ? (
        <RedirectTo />
      ) : route.external !== undefined ? (
        <LeaveForMainSite />
      ) : modules[moduleKey(route.name)] !== undefined ? (
        createElement(lazy(modules[moduleKey(route.name)]!))
      ) : undefined
    if (element !== undefined)
      byName.set(route.name, { path: route.path, caseSensitive: true, element, handle })
  }
  return {
    byName,
    catchAll: { path: "*", element: <Navigate to={Routes.NOT_FOUND_PATH} replace /> },
  }
}

/** The name of the core route a path matches (a page, a redirect or the exit), if any. */
const matchedName = (pathname: string): string | undefined => {
  const m = Routes.match(pathname)
  return m._tag === "Redirect" ? m.from?.name : m.route.name
}

/** What react-router is given at a path: the object of the route core matched, then the catch-all. */
export function routesAt(table: RouteTable, pathname: string): RouteObject[] {
  const name = matchedName(pathname)
  const matched = name === undefined ? undefined : table.byName.get(name)
  return matched === undefined ? [table.catchAll] : [matched, table.catchAll]
}

/**
 * The core page route a path shows inside the shell; `undefined` while a redirect, the main-site
 * exit or the catch-all is on its way elsewhere (the shell keeps the flags it had).
 */
export function currentRoute(table: RouteTable, pathname: string): Routes.Route | undefined {
  const m = Routes.match(pathname)
  return m._tag === "Page" && table.byName.has(m.route.name) ? m.route : undefined
}
