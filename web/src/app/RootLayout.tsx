/**
 * The root layout: applies the matched route's flags from core's table (main / login-style / no
 * header, footer, right panel, search hidden on cart steps 2 and 3), sets the document title
 * (`{page} - {site}`), restores scroll per route, acts on the login flag on every navigation and
 * mounts the dialogs, toasts and the lucky-draw banner. Keyboard users get a skip link to the main
 * region, focus on the new page's `h1` after each navigation and a focus that never falls to
 * `<body>` when its control is re-rendered (`lib/ui/focus.ts`); a key typed while the page is busy
 * is never lost (`renderWaiting`).
 */
import * as Routes from "@mall/core/Routes"
import * as Messages from "@mall/core/Messages"
import { Suspense, useEffect, useRef, type ReactNode } from "react"
import { useLocation } from "react-router-dom"
import { config } from "../lib/config.ts"
import { renderWaiting } from "../lib/useSyncExternalStore.ts"
import { loadSession } from "../lib/session/session.ts"
import { dispatchLoginFlag } from "../lib/session/loginFlag.ts"
import { DialogHost } from "../lib/ui/DialogHost.tsx"
import { Toaster } from "../lib/ui/Toaster.tsx"
import { focusPageHeading, installFocusKeeper } from "../lib/ui/focus.ts"
import { Header } from "../features/header/Header.tsx"
import { LoginHeader } from "../features/header/LoginHeader.tsx"
import { SearchBox } from "../features/search/SearchBox.tsx"
import { Footer } from "../features/footer/Footer.tsx"
import { RightPanel } from "../features/cart-panel/RightPanel.tsx"
import { ServiceEntry } from "../features/service/ServiceEntry.tsx"
import { DrawBanner } from "../features/lucky-draw/DrawBanner.tsx"
import { ErrorBoundary } from "./ErrorBoundary.tsx"
import { PageError } from "./RouteError.tsx"
import { PageFallback } from "./PageFallback.tsx"
import { useScrollMemory } from "./scrollMemory.ts"
import styles from "./RootLayout.module.css"

type Props = {
  /** The page route shown; `undefined` on a first load that is being redirected (no chrome yet). */
  route: Routes.Route | undefined
  children: ReactNode
}

export function RootLayout({ route, children }: Props) {
  const location = useLocation()
  useScrollMemory()

  useEffect(() => {
    void loadSession()
  }, [])

  useEffect(() => installFocusKeeper(), [])

  // after a navigation to another page (not on the first load), focus goes to its h1
  const firstPath = useRef<string | null>(location.pathname)
  useEffect(() => {
    if (firstPath.current === location.pathname) return
    firstPath.current = null
    return focusPageHeading()
  }, [location.pathname])

  useEffect(() => {
    document.title = Routes.documentTitle(route, config.siteTitle)
  }, [route])

  const firstLocation = useRef(location.key)
  useEffect(() => {
    if (location.key !== firstLocation.current) dispatchLoginFlag({ _tag: "Navigated" })
  }, [location.key])

  const name = route?.name
  return (
    // a field changed while its component waited for a transition keeps what was typed (see
    // lib/useSyncExternalStore.ts): the bubbling onChange runs after the field's own
    <div className={styles.shell} onChange={renderWaiting}>
      <a href="#main" className={styles.skipLink}>
        {Messages.a11y.skipToMain}
      </a>
      {route?.header === "main" && <Header search={route.search ? <SearchBox /> : null} />}
      {route?.header === "login" && <LoginHeader title={route.title} />}
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* a page that fails to load or render shows its message inside the shell (header and
            footer stay), with 刷新 to try again; while the next page's chunk loads, the page
            being left stays (navigations are transitions) */}
        <ErrorBoundary fallback={<PageError />} resetKey={location.pathname}>
          <Suspense fallback={<PageFallback />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      {route?.footer === true && <Footer />}
      {route?.rightPanel === true && (
        <RightPanel
          routeName={name}
          service={(trigger) => <ServiceEntry look={trigger.look} label={trigger.label} />}
        />
      )}
      {route !== undefined && <DrawBanner routeName={name} />}
      <DialogHost />
      <Toaster />
    </div>
  )
}
