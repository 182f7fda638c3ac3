/**
 * Brand logos drawn as SVG: an emblem in the brand's colour with its first sign, the brand's
 * name as a wordmark and its pinyin beneath, as a brand wall shows them. The colour is its
 * maker's (pack.ts), so a brand's logo and its goods' packs match. Drawn in a 200 × 100 box and
 * scaled to the picture's size.
 */
import { FONT_FAMILY, ems, escape } from "./svg.ts"

export interface Logo {
  name: string
  /** The name in Latin letters (its pinyin), printed small beneath. */
  latin: string
  colour: string
}

/** The logo as an SVG document of `width` × `height` pixels. */
export function renderLogo(logo: Logo, width: number, height: number): string {
  const sign = /^\d/.test(logo.name) ? logo.name : ([...logo.name][0] ?? "")
  const signSize = /^\d/.test(sign) ? 22 : 32
  const word = Math.min(26, 106 / Math.max(1, ems(logo.name)))
  const latin = Math.min(10, 106 / Math.max(1, logo.latin.length * 0.78))
  const withLatin = logo.latin !== "" && logo.latin !== logo.name
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 100" font-family="${FONT_FAMILY}">` +
    `<rect width="200" height="100" fill="#fff"/>` +
    `<rect x="14" y="22" width="56" height="56" rx="14" fill="${logo.colour}"/>` +
    `<circle cx="58" cy="34" r="16" fill="#fff" opacity=".14"/>` +
    `<text x="42" y="${50 + signSize * 0.36}" font-size="${signSize}" font-weight="800" fill="#fff" text-anchor="middle">${escape(sign)}</text>` +
    `<text x="82" y="${withLatin ? 54 : 50 + word * 0.36}" font-size="${Math.round(word * 10) / 10}" font-weight="800" fill="${logo.colour}">${escape(logo.name)}</text>` +
    (!withLatin
      ? ""
      : `<text x="83" y="72" font-size="${Math.round(latin * 10) / 10}" letter-spacing="1.2" fill="${logo.colour}" opacity=".7" font-family="Arial,sans-serif">${escape(logo.latin)}</text>`) +
    `</svg>`
  )
}
