/**
 * A small popover on the browser's own `popover` attribute: the trigger is a button that toggles
 * it (`popovertarget`, so the browser exposes it as expanded / collapsed), the panel sits in the
 * top layer (never clipped by its container), Esc and a click outside close it and focus returns
 * to the trigger. On opening, and while the page scrolls or resizes, the panel is placed beside
 * the trigger: centred under it (`bottom`) or centred to its left (`left`). Where the attribute is
 * missing, the trigger is a disclosure button (aria-expanded) doing the same by script. The
 * content is rendered only while open. While `asButton` is given the trigger is a plain button
 * calling it (for an entry that opens a dialog instead, or is not known yet) and there is no panel:
 * the trigger stays the same element either way, so a press that spans the change is not lost.
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react"
import styles from "./Popover.module.css"

/** What `buttonLook` gives: a class and the design system's data attributes. */
export type TriggerLook = { readonly className: string } & Readonly<
  Record<`data-${string}`, string | undefined>
>

export type PopoverProps = {
  /** The trigger's content (its accessible name). */
  label: ReactNode
  /** The trigger's look: the design system's `buttonLook(…)` (class and data attributes). */
  triggerLook?: TriggerLook | undefined
  /** The panel's class (background, border, padding). */
  className?: string | undefined
  side?: "bottom" | "left"
  /** Gap between trigger and panel, in px. */
  offset?: number
  /** While given, the trigger is a plain button (`aria-haspopup="dialog"`) calling it. */
  asButton?: (() => void) | undefined
  /**
   * Asked in the commit that makes the popover available (its first drawing, or `asButton` going
   * away): whether to open it at once (the buyer asked for it before it could be drawn).
   */
  openWhenReady?: () => boolean
  children: ReactNode
}

/** Where the panel goes for a trigger box; the transform centres it whatever its size. */
export function placement(
  rect: Pick<DOMRect, "top" | "bottom" | "left" | "width" | "height">,
  side: "bottom" | "left",
  offset: number,
): { top: string; left: string; transform: string } {
  return side === "left"
    ? {
        top: `${rect.top + rect.height / 2}px`,
        left: `${rect.left - offset}px`,
        transform: "translate(-100%, -50%)",
      }
    : {
        top: `${rect.bottom + offset}px`,
        left: `${rect.left + rect.width / 2}px`,
        transform: "translateX(-50%)",
      }
}

/** Browsers before the popover attribute (Safari < 17, Firefox < 125) and jsdom get a fallback. */
const nativePopover = typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype

export function Popover({
  label,
  triggerLook,
  className,
  side = "bottom",
  offset = 6,
  asButton,
  openWhenReady,
  children,
}: PopoverProps) {
  const id = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const [openState, setOpen] = useState(false)

  const available = asButton === undefined
  // a panel taken away is closed with it
  const open = openState && available
  useLayoutEffect(() => {
    if (!available || openWhenReady?.() !== true) return
    // the native panel opens through the browser, which then tells `onBeforeToggle`
    if (nativePopover) panel.current?.showPopover()
    // the fallback opens by state: the question is only asked at the commit that draws it
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setOpen(true)
    // only the commit that makes it available may open it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [available])

  useLayoutEffect(() => {
    if (!open) return
    // Placed on the element itself, not through React, so its first frame is already in place.
    const place = () => {
      const t = trigger.current
      const p = panel.current
      if (t !== null && p !== null)
        Object.assign(p.style, placement(t.getBoundingClientRect(), side, offset))
    }
    // the fallback's own Esc (focus back to the trigger) and click outside
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return
      setOpen(false)
      trigger.current?.focus()
    }
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false)
    }
    place()
    window.addEventListener("scroll", place, { capture: true, passive: true })
    window.addEventListener("resize", place)
    if (!nativePopover) {
      document.addEventListener("keydown", onKey)
      document.addEventListener("pointerdown", onDown)
    }
    return () => {
      window.removeEventListener("scroll", place, { capture: true })
      window.removeEventListener("resize", place)
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onDown)
    }
  }, [open, side, offset])

  const panelClass = className === undefined ? styles.panel : `${styles.panel} ${className}`
  return (
    <>
      <button
        ref={trigger}
        type="button"
        {...triggerLook}
        {...(!available
          ? { "aria-haspopup": "dialog" as const, onClick: asButton }
          : nativePopover
            ? { popoverTarget: id }
            : { "aria-expanded": open, "aria-controls": id, onClick: () => setOpen((o) => !o) })}
      >
        {label}
      </button>
      {!available ? null : nativePopover ? (
        <div
          ref={panel}
          id={id}
          popover="auto"
          className={panelClass}
          onBeforeToggle={(e) => {
            const t = trigger.current
            if (e.newState === "open" && t !== null) {
              Object.assign(
                e.currentTarget.style,
                placement(t.getBoundingClientRect(), side, offset),
              )
            }
            setOpen(e.newState === "open")
          }}
        >
          {open && children}
        </div>
      ) : (
        open && (
          <div ref={panel} id={id} className={panelClass}>
            {children}
          </div>
        )
      )}
    </>
  )
}
