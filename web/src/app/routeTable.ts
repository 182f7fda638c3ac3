/**
 * Turns core's route table into react-router route objects. Each page route whose module
 * `routes/<name>.tsx` exists is registered with a lazy import (one chunk per route; default export
 * = component, optional `loader`); pages without a module are left out and fall to /404.
 * Redirects, the main-site exit and the unknown-path catch-all come from core too.
 */
import * as Routes from "@mall/core/Routes"
import type { ComponentType } from "react"
import { redirect, type LoaderFunction, type RouteObject } from "react-router-dom"
import { config } from "../lib/config.ts"
import { leaveTo } from "../lib/browser.ts"
import { PageError } from "./RouteError.tsx"

export type RouteModule = { default: ComponentType; loader?: LoaderFunction }
export type RouteModules = Record<string, () => Promise<RouteModule>>

/** `{ route }`, attached to every page route as its `handle`. */
export type RouteHandle = { route: Routes.Route }

/** The module file name of a route name. */
export const moduleKey = (name: string): string => `../routes/${name}.tsx`

/** The redirect target of a location, as core resolves it (params and query kept). */
const redirectLoader: LoaderFunction = ({ request }) => {
  const url = new URL(request.url)
  const m = Routes.match(url.pathname)
  if (m._tag === "Redirect") return redirect(m.to)
  return null
}

const mainSiteLoader: LoaderFunction = () => {
  leaveTo(config.mainSiteUrl)
  return null
}

/** The child routes of the root layout. */
export function buildRoutes(modules: RouteModules): RouteObject[] {
  const children: RouteObject[] = []
  for (const route of Routes.routes) {
    const handle: RouteHandle = { route }
    if (route.redirect !== undefined) {
      children.push({ path: route.path, caseSensitive: true, loader: redirectLoader, handle })
      continue
    }
    if (route.external !== undefined) {
      children.push({
        path: route.path,
        caseSensitive: true,
        loader: mainSiteLoader,
        Component: () => null,
        handle,
      })
      continue
    }
    const load = modules[moduleKey(route.name)]
    if (load === undefined) continue
    children.push({
      path: route.path,
      caseSensitive: true,
      handle,
      // a page that fails to load or render shows its message inside the shell (header and
      // footer stay), with 刷新 to try again
      ErrorBoundary: PageError,
      lazy: async () => {
        const mod = await load()
        return mod.loader === undefined
          ? { Component: mod.default }
          : { Component: mod.default, loader: mod.loader }
      },
    })
  }
  children.push({ path: "*", loader: () => redirect(Routes.NOT_FOUND_PATH) })
  return children
}
