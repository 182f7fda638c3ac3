/**
 * The data router: the root layout (shell chrome, title, scroll restoration, error boundary) around
 * every route of core's table whose module exists in `src/routes/`.
 */
import { createBrowserRouter } from "react-router-dom"
import { buildRoutes, type RouteModule } from "./routeTable.ts"
import { RootLayout } from "./RootLayout.tsx"
import { RouteError } from "./RouteError.tsx"
import { PageFallback } from "./PageFallback.tsx"

const modules = import.meta.glob<RouteModule>(["../routes/*.tsx", "!../routes/*.test.tsx"])

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: "root",
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageFallback,
      children: buildRoutes(modules),
    },
  ])
}
