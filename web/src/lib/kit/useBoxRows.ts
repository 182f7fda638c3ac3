/**
 * A long list windowed against a box that scrolls on its own (`@tanstack/react-virtual`), beside
 * `useWindowRows` for lists that scroll with the page: only the rows in the box's view and
 * `overscan` rows around them exist in the page. Rows may vary in height
 * (`virtualizer.measureElement` on each row).
 *
 * Nothing is measured while React commits: the box's size and each new row's are read by a
 * ResizeObserver once laid out, in the frame that draws them. Until then the box counts the
 * window's height (so the first render builds the rows of the first view; a box without a
 * height, not laid out, keeps it) and a row the estimate (`rowHeight`, the common row's height).
 * The library reads both as React attaches the elements, and scrolls the new box to where it
 * already is, each of which lays the page out in the middle of the commit: together half of the
 * cart drawer's opening on a 4x-slowed CPU.
 */
import { elementScroll, measureElement, useVirtualizer } from "@tanstack/react-virtual"
import { useRef, useState } from "react"

export function useBoxRows<E extends HTMLElement>({
  count,
  rowHeight,
  overscan,
  keyOf,
}: {
  count: number
  /** The height of most rows: the size of a row until it is measured. */
  rowHeight: number
  overscan: number
  keyOf: (index: number) => string | number
}) {
  const ref = useRef<E>(null)
  const [initialRect] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }))
  // the virtualizer's functions change with its state: fine without React Compiler, which the
  // app does not use
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => ref.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect,
    observeElementRect: (instance, cb) => {
      const box = instance.scrollElement
      if (box === null || typeof ResizeObserver === "undefined") return
      const observer = new ResizeObserver(() => {
        if (box.clientHeight > 0) cb({ width: box.clientWidth, height: box.clientHeight })
      })
      observer.observe(box)
      return () => observer.disconnect()
    },
    // attached, the library scrolls the box to where it already is (the top of a new box)
    scrollToFn: (offset, options, instance) => {
      if (offset + (options.adjustments ?? 0) !== instance.scrollOffset)
        elementScroll(offset, options, instance)
    },
    measureElement: (element, entry, instance) =>
      entry === undefined
        ? (instance.itemSizeCache.get(keyOf(instance.indexFromElement(element))) ?? rowHeight)
        : measureElement(element, entry, instance),
    getItemKey: keyOf,
  })
  return { ref, virtualizer }
}
