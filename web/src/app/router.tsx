/**
 * The router: every route of core's table whose module exists in `src/routes/` (one lazy chunk
 * each), drawn inside the root layout (shell chrome, title, scroll restoration, error and loading
 * boundaries) with the flags of the route it is on. Redirects and the catch-all go on before the
 * shell changes. The router's `navigate` is registered for code outside React (a path that
 * redirects goes straight to where it lands).
 */
import * as Routes from "@mall/core/Routes"
import { useLayoutEffect, useMemo, useState } from "react"
import { useLocation, useNavigate, useRoutes } from "react-router-dom"
import { setNavigator } from "../lib/navigation.ts"
import { buildRoutes, currentRoute, moduleKey, routesAt, type RouteModule } from "./routeTable.tsx"
import { RootLayout } from "./RootLayout.tsx"

const modules = import.meta.glob<RouteModule>(["../routes/*.tsx", "!../routes/*.test.tsx"])
const routes = buildRoutes(modules)

// the first page's chunk is asked for now, while React starts, not once it renders
const first = currentRoute(routes, window.location.pathname)
if (first !== undefined) modules[moduleKey(first.name)]?.().catch(() => {})

export function AppRoutes() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useLayoutEffect(() => {
    setNavigator((to, options) => void navigate(Routes.landing(to), options))
    return () => setNavigator(null)
  }, [navigate])
  // on its way through a redirect, the shell keeps the flags of the page it comes from
  const route = useMemo(() => currentRoute(routes, pathname), [pathname])
  const objects = useMemo(() => routesAt(routes, pathname), [pathname])
  const [last, setLast] = useState(route)
  if (route !== undefined && route !== last) setLast(route)
  return <RootLayout route={route ?? last}>{useRoutes(objects)}</RootLayout>
}
