/**
 * Goods tag colours (优, 秒杀, 满减, 换购, 赠品, 特价, 新品…) as data: the first entry whose prefix
 * starts the tag wins, else red. A tag is drawn as text and border in its colour on white, so
 * every colour keeps WCAG AA contrast (4.5:1) against #ffffff, which `contrastRatio` measures.
 */

export interface TagColour {
  /** Tag text prefix the colour applies to. */
  readonly prefix: string
  readonly name: "red" | "orange" | "blue" | "amber" | "pink" | "gold"
  readonly hex: string
}

/** Tag red (优, 秒, 新 and the default): 5.8:1 on white. */
export const RED = "#c81623"

/**
 * Tag colours as data; the first entry whose prefix starts the tag wins; default red. A tag is
 * drawn as text and border in its colour on white, so every colour keeps a contrast of at least
 * 4.5:1 against #ffffff (WCAG AA for normal text; see `contrastRatio`).
 */
export const all: ReadonlyArray<TagColour> = [
  { prefix: "换购", name: "blue", hex: "#1565c0" },
  { prefix: "优", name: "red", hex: RED },
  { prefix: "秒", name: "red", hex: RED },
  { prefix: "满", name: "orange", hex: "#c2410c" },
  { prefix: "赠", name: "pink", hex: "#be185d" },
  { prefix: "特", name: "gold", hex: "#a16207" },
  { prefix: "新", name: "red", hex: RED },
]

/** The colour of a tag no entry matches. */
export const fallback: TagColour = { prefix: "", name: "red", hex: RED }

/** The colour of a goods tag (`优`, `秒杀`, `满减`, `换购`, `赠品`, `特价`, `新品`…). */
export const of = (tag: string): TagColour => {
  const t = tag.trim()
  for (const c of all) if (t.startsWith(c.prefix)) return c
  return fallback
}

/**
 * Whether two tags are of one kind (the same entry of the table: `满` and `满减`, `赠` and `赠品`,
 * so one can stand for the other); a tag no entry matches is of no kind.
 */
export const sameKind = (a: string, b: string): boolean => {
  const kind = of(a)
  return kind !== fallback && kind === of(b)
}

const channel = (hex: string, at: number): number => {
  const v = Number.parseInt(hex.slice(at, at + 2), 16) / 255
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a `#rrggbb` colour (0 black … 1 white); `null` if malformed. */
export const relativeLuminance = (hex: string): number | null => {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return null
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 … 21); `null` if either is malformed. */
export const contrastRatio = (a: string, b: string): number | null => {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}
