import { BrowserRouter } from "react-router-dom"
import { AppRoutes } from "./router.tsx"
import { ErrorBoundary } from "./ErrorBoundary.tsx"
import { RouteError } from "./RouteError.tsx"

/** The app: the router inside a boundary that stands in for the whole app if the shell fails. */
export function App() {
  return (
    <ErrorBoundary fallback={<RouteError />}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  )
}
