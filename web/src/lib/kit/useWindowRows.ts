/**
 * A long list windowed against the page's own scroll (`@tanstack/react-virtual`): only the rows in
 * view and `overscan` rows around them exist in the page. The list's distance from the top of the
 * page (`offset`) is measured once it is laid out. The first render already takes the window's
 * size, so the first screen's rows are built in that render, which React can interrupt; with the
 * library's default of an empty window they were built only after it, in a synchronous re-render
 * inside the commit that measured the window (64 ms for the cart's first screen on a 4x-slowed CPU).
 * Rows of varying height (`measured`) start from the library's empty window: as measured sizes
 * replace the estimate it corrects the scroll position, and starting from the window's size those
 * corrections held the page back from scrolling to the end of a 500-row list.
 */
import { useWindowVirtualizer } from "@tanstack/react-virtual"
import { useLayoutEffect, useRef, useState } from "react"

export function useWindowRows<E extends HTMLElement>({
  count,
  rowHeight,
  overscan,
  keyOf,
  measured = false,
}: {
  count: number
  /** The estimated height of a row (rows that vary are measured with `measureElement`). */
  rowHeight: number
  overscan: number
  keyOf: (index: number) => string | number
  /** Rows are measured as they render (`virtualizer.measureElement`). */
  measured?: boolean
}) {
  const ref = useRef<E>(null)
  const [offset, setOffset] = useState(0)
  const [initialRect] = useState(() =>
    measured ? undefined : { width: window.innerWidth, height: window.innerHeight },
  )
  useLayoutEffect(() => {
    const el = ref.current
    if (el !== null) setOffset(el.getBoundingClientRect().top + window.scrollY)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: offset,
    ...(initialRect === undefined ? {} : { initialRect }),
    getItemKey: keyOf,
  })
  return { ref, offset, virtualizer }
}
