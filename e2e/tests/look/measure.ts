/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * What a page's look is made of, read in the page: the heights and colours of its buttons and
 * fields, its headings, native widgets, text that does not fit its box, buy rows out of line and
 * controls a fixed layer covers. `look.spec.ts` holds every route to it; `measureLook` runs in the
 * browser (page.evaluate), so it takes and returns plain data.
 */
export type Look = {
  /** Buttons with a box (not text links): their height, size, variant and colours. */
  readonly buttons: ReadonlyArray<{
    readonly text: string
    readonly h: number
    readonly size: string
    readonly variant: string
    readonly colours: string
  }>
  /** Buttons and fields not drawn by the design system (no `data-ui`). */
  readonly undesigned: ReadonlyArray<string>
  readonly fields: ReadonlyArray<{
    readonly name: string
    readonly h: number
    readonly size: string
    /** Invalid, focused or disabled: drawn with another border on purpose. */
    readonly marked: boolean
    readonly border: string
  }>
  readonly h1: ReadonlyArray<string>
  readonly repeatedHeadings: ReadonlyArray<string>
  readonly nativeWidgets: ReadonlyArray<string>
  /** Text cut off by its box, or running out of it. */
  readonly clipped: ReadonlyArray<string>
  readonly buyRows: ReadonlyArray<string>
  readonly covered: ReadonlyArray<string>
}

export function measureLook(): Look {
  const visible = (el: Element): boolean => {
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    const style = getComputedStyle(el)
    return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0
  }
  const label = (el: Element): string =>
    (el.getAttribute("aria-label") ?? (el.textContent ?? "").trim()).slice(0, 24) ||
    el.tagName.toLowerCase()
  const boxless = (s: CSSStyleDeclaration): boolean =>
    (s.backgroundColor === "rgba(0, 0, 0, 0)" || s.backgroundColor === "transparent") &&
    (s.borderTopStyle === "none" || s.borderTopWidth === "0px")
  const undesigned: string[] = []
  const buttons = [
    ...document.querySelectorAll(
      "button, [role=button], input[type=submit], input[type=button], [data-ui=button]",
    ),
  ]
    .filter(visible)
    .filter((el) => {
      if (el.closest("[data-radix-popper-content-wrapper]")) return false
      if (!el.hasAttribute("data-ui") && el.tagName === "BUTTON")
        undesigned.push(`button ${label(el)}`)
      const variant = el.getAttribute("data-variant") ?? ""
      return variant !== "text" && !(variant === "" && boxless(getComputedStyle(el)))
    })
    .map((el) => {
      const s = getComputedStyle(el)
      return {
        text: label(el),
        h: Math.round(el.getBoundingClientRect().height),
        size: el.getAttribute("data-size") ?? "",
        variant: el.getAttribute("data-variant") ?? "",
        colours: `${s.backgroundColor}/${s.color}`,
      }
    })
  const fields = [
    ...document.querySelectorAll(
      "input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), select",
    ),
  ]
    .filter(visible)
    .map((el) => {
      const s = getComputedStyle(el)
      if (!el.hasAttribute("data-ui"))
        undesigned.push(`field ${(el as HTMLInputElement).name || label(el)}`)
      // a field drawn inside a box (the stepper, the date field) is measured by its box
      const box = el.closest("[data-ui=stepper], [data-ui=date]") ?? el
      return {
        name: (el as HTMLInputElement).name || label(el),
        h: Math.round(box.getBoundingClientRect().height),
        size: el.getAttribute("data-size") ?? "",
        marked:
          el.getAttribute("aria-invalid") === "true" ||
          el === document.activeElement ||
          (el as HTMLInputElement).disabled,
        border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      }
    })
  const h1 = [...document.querySelectorAll("h1")]
    .filter(visible)
    .map((h) => (h.textContent ?? "").trim())
  const headingTexts = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
    .filter(visible)
    .map((h) => (h.textContent ?? "").trim())
    .filter((t) => t !== "")
  const repeatedHeadings = [
    ...new Set(headingTexts.filter((t, i) => headingTexts.indexOf(t) !== i)),
  ]
  const nativeWidgets = [
    ...document.querySelectorAll(
      "input[type=date], input[type=datetime-local], input[type=month], input[type=file]",
    ),
  ]
    .filter((el) => {
      const box = el.getBoundingClientRect()
      return box.width > 2 && box.height > 2 && getComputedStyle(el).opacity !== "0" && visible(el)
    })
    .map((el) => `${(el as HTMLInputElement).type} ${label(el)}`)
  // text cut off by a box that hides what does not fit, or running out of its box
  const clipped = [...document.querySelectorAll("body *")]
    .filter((el) => {
      if (!visible(el) || el.children.length > 0 || (el.textContent ?? "").trim() === "")
        return false
      const s = getComputedStyle(el)
      // text for assistive technology only (clipped to nothing on purpose)
      if (s.clip !== "auto" || s.clipPath !== "none") return false
      if (s.textOverflow === "ellipsis" || s.webkitLineClamp !== "none") return false
      // a box that hides what does not fit, or a block whose text runs out of it sideways
      const hides = s.overflowX !== "visible" || s.overflowY !== "visible"
      if (hides) return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
      return el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1
    })
    .map((el) => label(el))
  // buy buttons that sit in one visual row of cards must line up
  const buys = [...document.querySelectorAll("[data-buy-row]")].filter(visible)
  const rows = new Map<number, number[]>()
  for (const row of buys) {
    const card = row.closest("[data-card]") ?? row.parentElement!
    const top = Math.round(card.getBoundingClientRect().top + scrollY)
    const at = Math.round(row.getBoundingClientRect().top + scrollY)
    rows.set(top, [...(rows.get(top) ?? []), at])
  }
  const buyRows = [...rows.entries()]
    .filter(([, tops]) => Math.max(...tops) - Math.min(...tops) > 2)
    .map(([top, tops]) => `row at ${top}: ${tops.join(",")}`)
  // fixed layers: a control under one cannot be scrolled out from under it
  const fixed = [...document.querySelectorAll("body *")].filter(
    (el) => visible(el) && getComputedStyle(el).position === "fixed",
  )
  const docHeight = document.documentElement.scrollHeight
  const covered: string[] = []
  const controls = [
    ...document.querySelectorAll(
      "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])",
    ),
  ].filter(visible)
  for (const layer of fixed) {
    const lb = layer.getBoundingClientRect()
    const bottomBar = lb.bottom >= innerHeight - 1 && lb.width > innerWidth / 2
    const sideBar = lb.height > innerHeight / 2 && lb.width < innerWidth / 2
    if (!bottomBar && !sideBar) continue
    for (const c of controls) {
      if (layer.contains(c)) continue
      const cb = c.getBoundingClientRect()
      if (sideBar && cb.right > lb.left && cb.left < lb.right)
        covered.push(`${label(c)} under ${label(layer)}`)
      if (bottomBar && docHeight - (cb.bottom + scrollY) < lb.height)
        covered.push(`${label(c)} under ${label(layer)}`)
    }
  }
  return {
    buttons,
    undesigned,
    fields,
    h1,
    repeatedHeadings,
    nativeWidgets,
    clipped,
    buyRows,
    covered,
  }
}
