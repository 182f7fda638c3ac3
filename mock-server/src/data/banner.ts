/**
 * Campaign banners drawn as SVG, as a mall's marketing would make them: a gradient in the
 * campaign's colours, a large headline, a smaller line, a call-to-action pill and a simple picture
 * of what is on offer (capsules, medicine boxes, herbs, a blood-pressure monitor …), laid out for
 * the slot's shape: a strip (顶部通栏), a banner (轮播, 专区) or a poster. The same banner reads
 * at every size. Text in the web app's Chinese font list; nothing is fetched.
 */
import { FONT_FAMILY, ems, escape } from "./svg.ts"

/** The picture beside the words. */
export type Motif =
  | "capsules"
  | "boxes"
  | "herbs"
  | "device"
  | "shield"
  | "truck"
  | "coupon"
  | "gift"
  | "clock"
  | "heart"
  | "coins"
  | "book"

/** A campaign's colours: its background gradient, the words on it, and its pill. */
export interface Palette {
  from: string
  to: string
  ink: string
  accent: string
  accentInk: string
}

export const PALETTES = {
  red: { from: "#d9141b", to: "#ff6a3d", ink: "#ffffff", accent: "#ffe27a", accentInk: "#c3110f" },
  festive: {
    from: "#8c0a12",
    to: "#d8321f",
    ink: "#ffe7a6",
    accent: "#ffd35c",
    accentInk: "#8c0a12",
  },
  orange: {
    from: "#f05a00",
    to: "#ffab2e",
    ink: "#ffffff",
    accent: "#ffffff",
    accentInk: "#e04f00",
  },
  purple: {
    from: "#4f24c9",
    to: "#a45cf2",
    ink: "#ffffff",
    accent: "#ffd84d",
    accentInk: "#4f24c9",
  },
  blue: { from: "#0f45c2", to: "#3f93ff", ink: "#ffffff", accent: "#ffffff", accentInk: "#0f45c2" },
  teal: { from: "#00787a", to: "#24c0a6", ink: "#ffffff", accent: "#fff3b0", accentInk: "#005f61" },
  green: {
    from: "#1c633c",
    to: "#4f9f68",
    ink: "#fffbe8",
    accent: "#f3d479",
    accentInk: "#1c533a",
  },
  brown: {
    from: "#6e3210",
    to: "#bd6a2b",
    ink: "#fff1d6",
    accent: "#ffd98a",
    accentInk: "#6e3210",
  },
  navy: { from: "#17224a", to: "#3a4d8c", ink: "#ffe3a3", accent: "#e8c574", accentInk: "#17224a" },
  rose: { from: "#d61f56", to: "#ff7a8f", ink: "#ffffff", accent: "#ffffff", accentInk: "#d61f56" },
} as const satisfies Record<string, Palette>

export interface Banner {
  headline: string
  subline: string
  /** The call to action on the pill (立即抢购), or "" for none. */
  action: string
  /** A small tag above the headline (限时活动), or "". */
  badge: string
  palette: Palette
  motif: Motif
}

/** Numbers written short: one decimal at most. */
const n = (x: number): string => String(Math.round(x * 10) / 10)

const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  extra = "",
): string =>
  `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${fill}"${extra}>${escape(content)}</text>`

/** A rounded pill with its words centred; `x` is its left edge, `y` its vertical middle. */
function pill(x: number, y: number, size: number, label: string, fill: string, ink: string) {
  const height = size * 1.9
  const width = ems(label) * size + size * 1.8
  return {
    width,
    svg:
      `<rect x="${n(x)}" y="${n(y - height / 2)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="${fill}"/>` +
      text(
        x + width / 2,
        y + size * 0.36,
        size,
        ink,
        label,
        ` text-anchor="middle" font-weight="700"`,
      ),
  }
}

/** The action pill with its arrow (立即抢购 ›). */
const action = (x: number, y: number, size: number, p: Palette, label: string) =>
  pill(x, y, size, `${label} ›`, p.accent, p.accentInk)

/** A deterministic number from the words, so banners of one palette still differ. */
function hash(words: string): number {
  let h = 7
  for (const c of words) h = (h * 31 + c.charCodeAt(0)) % 1_000_003
  return h
}

/**
 * The colours of a motif's details: the palette's dark end, a mark that shows on white (the
 * accent, or the dark end when the accent is white) and a gold (the accent, or a yellow).
 */
interface Tones {
  dark: string
  mark: string
  gold: string
}

const tonesOf = (p: Palette): Tones => ({
  dark: p.from,
  mark: p.accent === "#ffffff" ? p.from : p.accent,
  gold: p.accent === "#ffffff" ? "#ffe27a" : p.accent,
})

/** The motifs, drawn in a 100 × 100 box: white shapes with the palette's tones. */
const MOTIFS: Record<Motif, (p: Tones) => string> = {
  capsules: (p) =>
    `<g transform="rotate(-35 50 50)"><rect x="12" y="38" width="62" height="24" rx="12" fill="#fff"/>` +
    `<path d="M43 38H62A12 12 0 0 1 62 62H43Z" fill="${p.mark}"/></g>` +
    `<g transform="rotate(28 64 72)"><rect x="40" y="62" width="48" height="19" rx="9.5" fill="#fff" opacity=".92"/>` +
    `<path d="M64 62H78.5A9.5 9.5 0 0 1 78.5 81H64Z" fill="${p.dark}"/></g>` +
    `<circle cx="20" cy="80" r="10" fill="#fff"/><path d="M12 80H28" stroke="${p.dark}" stroke-width="2" opacity=".45"/>` +
    `<circle cx="84" cy="20" r="7" fill="${p.gold}" opacity=".95"/>`,
  boxes: (p) =>
    `<path d="M62 54L70 46H98L90 54Z" fill="#fff" opacity=".7"/><path d="M90 54L98 46V82L90 90Z" fill="#fff" opacity=".5"/>` +
    `<rect x="62" y="54" width="28" height="36" fill="#fff" opacity=".95"/><rect x="62" y="60" width="28" height="7" fill="${p.mark}"/>` +
    `<path d="M8 40L20 28H66L54 40Z" fill="#fff" opacity=".75"/><path d="M54 40L66 28V78L54 90Z" fill="#fff" opacity=".55"/>` +
    `<rect x="8" y="40" width="46" height="50" fill="#fff"/>` +
    `<path d="M27 48h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="${p.dark}"/>` +
    `<rect x="16" y="78" width="30" height="3" fill="${p.dark}" opacity=".35"/><rect x="16" y="84" width="20" height="3" fill="${p.dark}" opacity=".35"/>`,
  herbs: (p) =>
    `<ellipse cx="38" cy="36" rx="8" ry="21" transform="rotate(-32 38 36)" fill="#fff" opacity=".9"/>` +
    `<path d="M38 36L26 54" stroke="${p.dark}" stroke-width="1.5" opacity=".5" transform="rotate(-2 38 36)"/>` +
    `<ellipse cx="60" cy="32" rx="8" ry="22" transform="rotate(24 60 32)" fill="${p.gold}"/>` +
    `<ellipse cx="50" cy="40" rx="6" ry="16" fill="#fff" opacity=".7"/>` +
    `<path d="M12 58H88A38 30 0 0 1 12 58Z" fill="#fff"/><ellipse cx="50" cy="58" rx="38" ry="5" fill="${p.gold}"/>` +
    `<circle cx="30" cy="56" r="4.5" fill="#e2412f"/><circle cx="39" cy="54" r="4" fill="#e2412f"/><circle cx="70" cy="55" r="4.5" fill="#e2412f"/>` +
    `<circle cx="55" cy="55" r="6" fill="#f4dca6" stroke="#c79a4a" stroke-width="1.5"/>` +
    `<path d="M40 74H60" stroke="${p.dark}" stroke-width="2" opacity=".3"/>`,
  device: (p) =>
    `<path d="M74 52C92 52 94 70 86 78" stroke="#fff" stroke-width="3" fill="none"/>` +
    `<rect x="74" y="74" width="22" height="18" rx="4" fill="${p.gold}"/>` +
    `<rect x="12" y="20" width="62" height="68" rx="10" fill="#fff"/>` +
    `<rect x="20" y="28" width="46" height="30" rx="4" fill="${p.dark}"/>` +
    `<text x="43" y="45" font-size="14" font-weight="700" fill="#fff" text-anchor="middle" font-family="Arial,sans-serif">120</text>` +
    `<text x="43" y="55" font-size="8" fill="#fff" text-anchor="middle" font-family="Arial,sans-serif" opacity=".85">80 mmHg</text>` +
    `<circle cx="32" cy="72" r="6" fill="${p.gold}"/><circle cx="54" cy="72" r="6" fill="${p.dark}" opacity=".3"/>`,
  shield: (p) =>
    `<circle cx="50" cy="52" r="46" fill="none" stroke="#fff" stroke-width="2" opacity=".35"/>` +
    `<path d="M50 10L82 22V48C82 70 68 84 50 92C32 84 18 70 18 48V22Z" fill="#fff"/>` +
    `<path d="M50 20L74 29V48C74 64 64 75 50 82C36 75 26 64 26 48V29Z" fill="${p.mark}" opacity=".25"/>` +
    `<path d="M35 50L46 61L67 39" stroke="${p.dark}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  truck: (p) =>
    `<path d="M0 40H10M-4 50H8M2 60H10" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6"/>` +
    `<rect x="14" y="28" width="52" height="40" rx="4" fill="#fff"/>` +
    `<path d="M34 38h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="${p.dark}" transform="translate(0 -2) scale(1 .9)"/>` +
    `<path d="M66 40H82L96 56V68H66Z" fill="${p.gold}"/><path d="M70 44H80L89 55H70Z" fill="${p.dark}" opacity=".55"/>` +
    `<circle cx="30" cy="70" r="10" fill="${p.dark}"/><circle cx="30" cy="70" r="4" fill="#fff"/>` +
    `<circle cx="80" cy="70" r="10" fill="${p.dark}"/><circle cx="80" cy="70" r="4" fill="#fff"/>`,
  coupon: (p) =>
    `<g transform="rotate(10 50 50)" opacity=".85"><path d="M14 22H92V34A6 6 0 0 0 92 46V58H14V46A6 6 0 0 0 14 34Z" fill="${p.gold}"/></g>` +
    `<g transform="rotate(-8 50 50)"><path d="M8 40H88V52A6 6 0 0 0 88 64V76H8V64A6 6 0 0 0 8 52Z" fill="#fff"/>` +
    `<text x="30" y="68" font-size="26" font-weight="700" fill="${p.dark}" text-anchor="middle" font-family="Arial,sans-serif">¥</text>` +
    `<path d="M48 44V72" stroke="${p.dark}" stroke-width="2" stroke-dasharray="3 3" opacity=".5"/>` +
    `<text x="68" y="64" font-size="15" font-weight="700" fill="${p.dark}" text-anchor="middle" font-family="${FONT_FAMILY}">券</text></g>`,
  gift: (p) =>
    `<rect x="18" y="48" width="64" height="42" fill="#fff"/>` +
    `<rect x="13" y="36" width="74" height="14" rx="2" fill="#fff" opacity=".92"/>` +
    `<rect x="45" y="36" width="10" height="54" fill="${p.mark}"/>` +
    `<rect x="18" y="50" width="64" height="4" fill="${p.dark}" opacity=".15"/>` +
    `<ellipse cx="39" cy="28" rx="13" ry="7" transform="rotate(-25 39 28)" fill="${p.mark}"/>` +
    `<ellipse cx="61" cy="28" rx="13" ry="7" transform="rotate(25 61 28)" fill="${p.mark}"/>` +
    `<circle cx="50" cy="33" r="5.5" fill="${p.dark}"/>`,
  clock: (p) =>
    `<circle cx="26" cy="22" r="11" fill="${p.gold}"/><circle cx="74" cy="22" r="11" fill="${p.gold}"/>` +
    `<path d="M30 84L24 94M70 84L76 94" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="50" cy="54" r="34" fill="#fff"/><circle cx="50" cy="54" r="28" fill="none" stroke="${p.dark}" stroke-width="2" opacity=".25"/>` +
    `<path d="M50 54V32M50 54L64 62" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/><circle cx="50" cy="54" r="4.5" fill="${p.dark}"/>`,
  heart: (p) =>
    `<path d="M50 88C20 66 8 50 8 33C8 19 19 9 32 9C40 9 46 13 50 19C54 13 60 9 68 9C81 9 92 19 92 33C92 50 80 66 50 88Z" fill="#fff"/>` +
    `<path d="M14 46H34L40 33L48 62L56 26L62 46H86" stroke="${p.dark}" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<circle cx="84" cy="14" r="6" fill="${p.gold}"/>`,
  coins: (p) => {
    const stack = [0, 1, 2, 3]
      .map(
        (k) =>
          `<ellipse cx="36" cy="${84 - k * 10}" rx="26" ry="8" fill="${p.gold}" stroke="${p.dark}" stroke-opacity=".35" stroke-width="1.5"/>`,
      )
      .join("")
    return (
      stack +
      `<circle cx="70" cy="44" r="24" fill="${p.gold}" stroke="#fff" stroke-width="3"/>` +
      `<text x="70" y="53" font-size="26" font-weight="700" fill="${p.dark}" text-anchor="middle" font-family="Arial,sans-serif">¥</text>`
    )
  },
  book: (p) =>
    `<path d="M50 28C40 20 24 18 10 20V82C24 80 40 82 50 90Z" fill="#fff"/>` +
    `<path d="M50 28C60 20 76 18 90 20V82C76 80 60 82 50 90Z" fill="#fff" opacity=".85"/>` +
    `<path d="M18 34H40M18 44H40M18 54H36M60 34H82M60 44H82" stroke="${p.dark}" stroke-width="2.5" opacity=".35"/>` +
    `<path d="M64 52h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill="${p.mark}"/>`,
}

/** The motif in a square of side `size` with its top-left corner at (x, y). */
const motif = (b: Banner, x: number, y: number, size: number): string =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / 100)})">${MOTIFS[b.motif](tonesOf(b.palette))}</g>`

/**
 * The motif's stage: a soft disc behind it and three four-point sparkles around it, on the side
 * away from the words (their places picked by the words, so banners of one palette differ).
 */
function stage(b: Banner, cx: number, cy: number, r: number, away: "right" | "below"): string {
  const h = hash(b.headline)
  const from = away === "right" ? -80 : 10
  const sparkles = [0, 1, 2]
    .map((k) => {
      const angle = (from + ((h >> (k * 3)) % 40) + k * 55) * (Math.PI / 180)
      const size = r * (0.09 + 0.03 * ((h >> k) % 3))
      const x = cx + Math.cos(angle) * r * 1.05
      const y = cy + Math.sin(angle) * r * 0.95
      return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(size / 6)})" d="M0-6L1.5-1.5L6 0L1.5 1.5L0 6L-1.5 1.5L-6 0L-1.5-1.5Z" fill="#fff" opacity=".8"/>`
    })
    .join("")
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" fill="#fff" opacity=".13"/>` + sparkles
  )
}

/** The background: the gradient and two soft circles that give it depth. */
function background(b: Banner, w: number, h: number): string {
  const p = b.palette
  const shift = (hash(b.headline) % 5) / 10
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="${n(0.6 + shift)}">` +
    `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<filter id="lift" x="-5%" y="-20%" width="110%" height="150%"><feDropShadow dx="0" dy="${n(Math.max(1, h / 120))}" stdDeviation="${n(Math.max(1, h / 90))}" flood-color="#000" flood-opacity=".22"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${n(w * (0.78 + shift / 4))}" cy="${n(-h * 0.15)}" r="${n(Math.max(w, h) * 0.32)}" fill="#fff" opacity=".08"/>` +
    `<circle cx="${n(w * (0.5 + shift / 3))}" cy="${n(h * 1.15)}" r="${n(Math.min(w, h) * 0.55)}" fill="#fff" opacity=".06"/>`
  )
}

/** Words one under the other (badge, headline, subline, action), left-aligned or centred. */
function stack(
  b: Banner,
  x: number,
  top: number,
  sizes: { head: number; sub: number; badge: number; action: number; gap: number },
  centred: boolean,
): string {
  const p = b.palette
  const anchor = centred ? ` text-anchor="middle"` : ""
  let y = top
  let out = ""
  if (b.badge !== "") {
    const width = ems(b.badge) * sizes.badge + sizes.badge * 1.8
    const tag = pill(
      centred ? x - width / 2 : x,
      y + sizes.badge * 0.95,
      sizes.badge,
      b.badge,
      p.ink,
      p.from,
    )
    out += tag.svg
    y += sizes.badge * 1.9 + sizes.gap
  }
  y += sizes.head * 0.88
  out += text(
    x,
    y,
    sizes.head,
    p.ink,
    b.headline,
    `${anchor} font-weight="800" filter="url(#lift)"`,
  )
  y += sizes.gap + sizes.sub
  out += text(x, y, sizes.sub, p.ink, b.subline, `${anchor} opacity=".92"`)
  if (b.action !== "") {
    y += sizes.gap * 1.6 + sizes.action * 0.95
    const width = ems(`${b.action} ›`) * sizes.action + sizes.action * 1.8
    out += action(centred ? x - width / 2 : x, y, sizes.action, p, b.action).svg
  }
  return out
}

/** The height of `stack`'s words. */
function stackHeight(
  b: Banner,
  sizes: { head: number; sub: number; badge: number; action: number; gap: number },
) {
  return (
    (b.badge === "" ? 0 : sizes.badge * 1.9 + sizes.gap) +
    sizes.head * 1.05 +
    sizes.gap +
    sizes.sub +
    (b.action === "" ? 0 : sizes.gap * 1.6 + sizes.action * 1.9)
  )
}

/** A strip (顶部通栏, 抽奖条): one line of words across, the action at the right end. */
function strip(b: Banner, w: number, h: number): string {
  const p = b.palette
  const pad = w * 0.045
  const icon = h * 0.78
  let x = pad
  let out = motif(b, x, (h - icon) / 2, icon)
  x += icon + h * 0.3
  const mid = h / 2
  if (b.badge !== "") {
    const tag = pill(x, mid, h * 0.19, b.badge, p.ink, p.from)
    out += tag.svg
    x += tag.width + h * 0.2
  }
  const head = h * 0.42
  out += text(
    x,
    mid + head * 0.36,
    head,
    p.ink,
    b.headline,
    ` font-weight="800" filter="url(#lift)"`,
  )
  x += ems(b.headline) * head + h * 0.35
  const actionSize = h * 0.21
  const actionWidth = b.action === "" ? 0 : ems(`${b.action} ›`) * actionSize + actionSize * 1.8
  const room = w - pad - actionWidth - h * 0.4 - x
  const sub = Math.min(h * 0.24, room / Math.max(1, ems(b.subline)))
  out += text(x, mid + sub * 0.36, sub, p.ink, b.subline, ` opacity=".92"`)
  if (b.action !== "") out += action(w - pad - actionWidth, mid, actionSize, p, b.action).svg
  return out
}

/** A banner: the words on the left, the picture on the right. */
function wide(b: Banner, w: number, h: number): string {
  const small = h < 160
  const picture = Math.min(w * (small ? 0.3 : 0.3), h * (small ? 0.66 : 0.72))
  const px = w * (small ? 0.96 : 0.9) - picture
  const py = (h - picture) / 2
  const left = w * (small ? 0.07 : 0.075)
  const room = px - left - w * 0.03
  const widest = (line: string, size: number) => Math.min(size, room / Math.max(1, ems(line)))
  const sizes = {
    head: widest(b.headline, h * (small ? 0.22 : 0.19)),
    sub: widest(b.subline, h * (small ? 0.11 : 0.075)),
    badge: small ? 0 : h * 0.055,
    action: h * (small ? 0.105 : 0.062),
    gap: h * (small ? 0.055 : 0.045),
  }
  const words = small ? { ...b, badge: "" } : b
  const top = (h - stackHeight(words, sizes)) / 2
  return (
    stage(b, px + picture / 2, py + picture / 2, picture * 0.62, "right") +
    motif(b, px, py, picture) +
    stack(words, left, top, sizes, false)
  )
}

/** A poster (portrait or square): the words centred at the top, the picture below. */
function poster(b: Banner, w: number, h: number): string {
  const room = w * 0.84
  const widest = (line: string, size: number) => Math.min(size, room / Math.max(1, ems(line)))
  const sizes = {
    head: widest(b.headline, Math.min(w * 0.15, h * 0.11)),
    sub: widest(b.subline, Math.min(w * 0.065, h * 0.05)),
    badge: Math.min(w * 0.05, h * 0.04),
    action: Math.min(w * 0.055, h * 0.045),
    gap: h * 0.028,
  }
  const top = h * 0.08
  const picture = Math.min(w * 0.62, h - top - stackHeight(b, sizes) - h * 0.1)
  const py = h - picture - h * 0.06
  return (
    stage(b, w / 2, py + picture / 2, picture * 0.6, "below") +
    stack(b, w / 2, top, sizes, true) +
    motif(b, (w - picture) / 2, py, picture)
  )
}

/** The banner as an SVG document of `width` × `height` pixels. */
export function renderBanner(b: Banner, width: number, height: number): string {
  const ratio = width / height
  const body =
    ratio >= 5
      ? strip(b, width, height)
      : ratio >= 1.3
        ? wide(b, width, height)
        : poster(b, width, height)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}">` +
    background(b, width, height) +
    body +
    `</svg>`
  )
}
