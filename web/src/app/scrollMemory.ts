/**
 * Scroll position restored per route (core ScrollMemory): the position of each path is
 * remembered as the buyer scrolls; arriving at a path goes back to it on back/forward or reload,
 * else to the hash's element or the top. A page still loading its content is followed as it grows
 * (for `ScrollMemory.RESTORE_MS`, until the buyer scrolls themself). Positions survive a reload
 * in sessionStorage.
 */
import * as ScrollMemory from "@mall/core/ScrollMemory"
import { useEffect, useLayoutEffect } from "react"
import { useLocation, useNavigationType } from "react-router-dom"
import { keepText, storedText } from "../lib/browser.ts"
import { onUserInput } from "../lib/ui/focus.ts"

const STORAGE_KEY = "scroll-positions"

let positions: ScrollMemory.Positions = ScrollMemory.empty
/** The path whose position the page's scrolling moves. */
let current: string | null = null
/** A remembered position still being reached, and until when. */
let restoring: { y: number; until: number } | null = null

/**
 * Scrolls to the position being restored, again whenever the page's size changes while its
 * content loads (which may also shift the view: scroll anchoring), until the time is up.
 */
function followRestore(): void {
  if (restoring !== null && Date.now() > restoring.until) restoring = null
  if (restoring !== null && window.scrollY !== restoring.y) window.scrollTo(0, restoring.y)
}

export function useScrollMemory(): void {
  const location = useLocation()
  const arrival = useNavigationType()

  useEffect(() => {
    const previous = window.history.scrollRestoration
    window.history.scrollRestoration = "manual"
    const onScroll = () => {
      // while restoring, a scroll the buyer did not make (scroll anchoring as content arrives
      // above) is undone; otherwise the position is remembered
      followRestore()
      if (current !== null && restoring === null)
        positions = ScrollMemory.remember(positions, current, window.scrollY)
    }
    const onUserScroll = () => {
      restoring = null
    }
    const onHide = () => {
      // storage full or unavailable: positions are kept for this page's life only
      keepText(STORAGE_KEY, ScrollMemory.serialize(positions))
    }
    const growth = new ResizeObserver(followRestore)
    growth.observe(document.body)
    window.addEventListener("scroll", onScroll, { passive: true })
    const stopUserInput = onUserInput(onUserScroll)
    window.addEventListener("pagehide", onHide)
    return () => {
      growth.disconnect()
      window.removeEventListener("scroll", onScroll)
      stopUserInput()
      window.removeEventListener("pagehide", onHide)
      window.history.scrollRestoration = previous
    }
  }, [])

  useLayoutEffect(() => {
    if (current === null) positions = ScrollMemory.parse(storedText(STORAGE_KEY))
    current = location.pathname
    restoring = null
    const action = ScrollMemory.arrive(positions, location.pathname, arrival, location.hash)
    if (action._tag === "ScrollToElement") document.getElementById(action.id)?.scrollIntoView()
    else if (action._tag === "ScrollTo") window.scrollTo(0, action.y)
    else {
      restoring = { y: action.y, until: Date.now() + ScrollMemory.RESTORE_MS }
      followRestore()
    }
  }, [location, arrival])
}
