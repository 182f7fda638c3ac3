/**
 * Turns core's route table into react-router route objects. Each page route whose module
 * `routes/<name>.tsx` exists is registered with a lazy component (one chunk per route, its default
 * export); pages without a module are left out and fall to /404. Redirects, the main-site exit and
 * the unknown-path catch-all come from core too; `currentRoute` tells which core route a location
 * is on, so the shell can apply its flags.
 */
import * as Routes from "@mall/core/Routes"
import { createElement, lazy, useEffect, type ComponentType } from "react"
import { matchRoutes, Navigate, useLocation, type RouteObject } from "react-router-dom"
import { config } from "../lib/config.ts"
import { leaveTo } from "../lib/browser.ts"

export type RouteModule = { default: ComponentType }
export type RouteModules = Record<string, () => Promise<RouteModule>>

/** `{ route }`, attached to every route object as its `handle`. */
export type RouteHandle = { route: Routes.Route }

/** The module file name of a route name. */
export const moduleKey = (name: string): string => `../routes/${name}.tsx`

/** Goes on to where the location's redirect lands, as core resolves it (params kept). */
function RedirectTo() {
  return <Navigate to={Routes.landing(useLocation().pathname)} replace />
}

/** Leaves for the main site. */
function LeaveForMainSite() {
  useEffect(() => leaveTo(config.mainSiteUrl), [])
  return null
}

/** The routes of the app: core's table, pages for which a module exists, then the catch-all. */
export function buildRoutes(modules: RouteModules): RouteObject[] {
  const children: RouteObject[] = []
  for (const route of Routes.routes) {
    const handle: RouteHandle = { route }
    if (route.redirect !== undefined) {
      children.push({ path: route.path, caseSensitive: true, element: <RedirectTo />, handle })
      continue
    }
    if (route.external !== undefined) {
      children.push({
        path: route.path,
        caseSensitive: true,
        element: <LeaveForMainSite />,
        handle,
      })
      continue
    }
    const load = modules[moduleKey(route.name)]
    if (load === undefined) continue
    children.push({
      path: route.path,
      caseSensitive: true,
      element: createElement(lazy(load)),
      handle,
    })
  }
  children.push({ path: "*", element: <Navigate to={Routes.NOT_FOUND_PATH} replace /> })
  return children
}

/**
 * The core page route a path shows inside the shell; `undefined` while a redirect, the main-site
 * exit or the catch-all is on its way elsewhere (the shell keeps the flags it had).
 */
export function currentRoute(routes: RouteObject[], pathname: string): Routes.Route | undefined {
  const route = (matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)
    ?.route
  return route === undefined || route.redirect !== undefined || route.external !== undefined
    ? undefined
    : route
}
