/**
 * The mall's icons: one 24-unit line drawing each, in the text's colour, at the size of the text
 * (`1em`) unless given. Each drawing is a module of its own in `icons/` (`import { cart } from
 * "./icons/cart.ts"`), so a page carries only the icons it draws. Decorative (hidden from
 * assistive technology): the control that holds an icon carries the words.
 */

/** An icon's drawing: the `d` of one path on a 24-unit grid (a module of `icons/`). */
export type IconPath = string

export function Icon({
  d,
  size,
  className,
}: {
  d: IconPath
  size?: number | undefined
  className?: string | undefined
}) {
  return (
    <svg
      className={className}
      width={size ?? "1em"}
      height={size ?? "1em"}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
