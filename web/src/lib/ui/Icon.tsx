/**
 * The mall's icons: one 24-unit line drawing each, in the text's colour, at the size of the text
 * (`1em`) unless given. Decorative (hidden from assistive technology): the control that holds an
 * icon carries the words.
 */
const paths = {
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  close: "M6 6l12 12M18 6L6 18",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronRight: "M9 5l7 7-7 7",
  chevronsLeft: "M12 5l-7 7 7 7M19 5l-7 7 7 7",
  chevronsRight: "M5 5l7 7-7 7M12 5l7 7-7 7",
  chevronDown: "M5 9l7 7 7-7",
  chevronUp: "M5 15l7-7 7 7",
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  check: "M5 12.5l4.5 4.5L19 7.5",
  cart: "M3 4h2.5l2.2 10.5h10.6L20.5 7H7M9.5 19.5a1 1 0 100 .01M17 19.5a1 1 0 100 .01",
  service: "M4 13v-1a8 8 0 0116 0v1M4 13h3v5H4zM17 13h3v5h-3zM20 18c0 2-2 3-5 3h-2",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7",
  message: "M4 5h16v11H9l-5 4z",
  phone: "M8 3h8v18H8zM11 18h2",
  top: "M5 4h14M12 20V8M6 14l6-6 6 6",
  upload: "M12 16V4M6 10l6-6 6 6M4 20h16",
  file: "M6 3h8l4 4v14H6zM14 3v4h4",
  picture: "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1 1 0 100 .01",
  heart: "M12 20s-7-4.6-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.4-7 10-7 10z",
  success: "M12 21a9 9 0 100-18 9 9 0 000 18zM7.5 12.5l3 3 6-6.5",
  info: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5v.01",
  warning: "M12 3l10 18H2zM12 10v5M12 18v.01",
  error: "M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6M15 9l-6 6",
  empty: "M3 13l3-8h12l3 8v6H3zM3 13h5l1 2h6l1-2h5",
  search: "M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L20 20",
  gift: "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1-3-5-4-5-1.5S12 7 12 7zM12 7c1-3 5-4 5-1.5S12 7 12 7z",
  truck: "M3 6h11v10H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 100 .01M17 18.5a1.5 1.5 0 100 .01",
} as const

export type IconName = keyof typeof paths

export function Icon({
  name,
  size,
  className,
}: {
  name: IconName
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
      <path d={paths[name]} />
    </svg>
  )
}
