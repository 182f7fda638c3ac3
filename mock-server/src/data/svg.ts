/** What every drawn picture shares: the web app's Chinese font list and escaping text for SVG. */

/** The web app's font list (web/src/lib/ui/tokens.css), quoted for an SVG attribute. */
export const FONT_FAMILY =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',Arial,sans-serif"

/** Text made safe inside SVG elements and attributes. */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The width of a line of text in ems: a Chinese character or full-width sign is one em, Latin
 * letters, digits and half-width signs about half of one.
 */
export function ems(text: string): number {
  let width = 0
  for (const c of text) width += c.charCodeAt(0) > 0x2e7f ? 1 : c === " " ? 0.3 : 0.56
  return width
}
