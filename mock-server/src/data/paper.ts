/**
 * Documents drawn as SVG, as their scan would show them: a certificate (营业执照, 许可证: a framed
 * sheet with its title and facts) or a form (检验报告书, 电子发票: a ruled table of its facts), each
 * with a red seal naming who issued it. Drawn at the picture's size; nothing is fetched.
 */
import { FONT_FAMILY, ems, escape } from "./svg.ts"

export interface Paper {
  style: "certificate" | "report" | "invoice"
  title: string
  /** A small line under the title (编号, 发票号码), or "". */
  reference: string
  /** The facts, a row each: label and value. */
  facts: readonly (readonly [string, string])[]
  /** Who issued it, round the seal's edge; the seal's middle says what seal it is. */
  issuer: string
  seal: string
  /** The day it was issued, under the seal (YYYY-MM-DD), or "". */
  date: string
}

const n = (x: number): string => String(Math.round(x * 10) / 10)

/** A line of text fitted to `width`. */
function line(
  x: number,
  y: number,
  width: number,
  size: number,
  fill: string,
  t: string,
  extra = "",
) {
  const fitted = Math.min(size, width / Math.max(1, ems(t)))
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(fitted)}" fill="${fill}"${extra}>${escape(t)}</text>`
}

/** The width left for a title's letters once its letter spacing is taken off. */
const spaced = (title: string, width: number, spacing: number): number =>
  width - [...title].length * spacing

/** A red seal: the issuer round the top of its edge, a star and the seal's kind in the middle. */
function seal(p: Paper, cx: number, cy: number, r: number): string {
  const arc = r * 0.78
  const chars = [...p.issuer]
  const size = Math.min(r * 0.28, (Math.PI * arc * 0.92) / Math.max(1, chars.length))
  return (
    `<g opacity=".82" fill="#d4261c">` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="#d4261c" stroke-width="${n(r * 0.06)}"/>` +
    `<path id="seal-arc" d="M${n(cx - arc)} ${n(cy + r * 0.12)}A${n(arc)} ${n(arc)} 0 1 1 ${n(cx + arc)} ${n(cy + r * 0.12)}" fill="none"/>` +
    `<text font-size="${n(size)}" font-weight="700"><textPath href="#seal-arc" startOffset="50%" text-anchor="middle">${escape(p.issuer)}</textPath></text>` +
    `<path transform="translate(${n(cx)} ${n(cy)}) scale(${n(r / 100)})" d="M0-26L7.6-10.5L24.7-8L12.4 4L15.3 21L0 13L-15.3 21L-12.4 4L-24.7-8L-7.6-10.5Z"/>` +
    line(
      cx - r * 0.55,
      cy + r * 0.55,
      r * 1.1,
      r * 0.2,
      "#d4261c",
      p.seal,
      ` text-anchor="start"`,
    ) +
    `</g>`
  )
}

/** A framed certificate: the title, the facts in two columns of label and value. */
function certificate(p: Paper, w: number, h: number): string {
  const gold = "#b08d3c"
  const rows = p.facts.length
  const gap = Math.min(38, (h - 190) / Math.max(1, rows))
  const labelX = w * 0.3
  let out =
    `<rect width="${w}" height="${h}" fill="#fbf6e9"/>` +
    `<rect x="10" y="10" width="${w - 20}" height="${h - 20}" fill="none" stroke="${gold}" stroke-width="4"/>` +
    `<rect x="20" y="20" width="${w - 40}" height="${h - 40}" fill="none" stroke="${gold}" stroke-width="1.2"/>` +
    [
      [20, 20],
      [w - 34, 20],
      [20, h - 34],
      [w - 34, h - 34],
    ]
      .map(
        ([x, y]) => `<rect x="${x}" y="${y}" width="14" height="14" fill="${gold}" opacity=".6"/>`,
      )
      .join("") +
    line(
      w / 2,
      78,
      spaced(p.title, w - 120, 6),
      34,
      "#8b1a1a",
      p.title,
      ` text-anchor="middle" font-weight="800" letter-spacing="6"`,
    ) +
    (p.reference === ""
      ? ""
      : line(w / 2, 106, w - 160, 14, "#6b5a3a", p.reference, ` text-anchor="middle"`))
  p.facts.forEach(([label, value], i) => {
    const y = 150 + i * gap
    out +=
      line(labelX, y, labelX - 50, 16, "#6b5a3a", label, ` text-anchor="end"`) +
      line(labelX + 16, y, w - labelX - 60, 16, "#2b2b2b", value)
  })
  return out
}

/** A ruled form: a header band with the title, then a table of the facts. */
function form(p: Paper, w: number, h: number, ink: string): string {
  const top = p.reference === "" ? 96 : 116
  // an invoice's seal lies over its table, as it does on paper; a report's below it
  const rowH = Math.min(54, (h - top - (p.style === "invoice" ? 48 : 150)) / p.facts.length)
  const labelW = w * 0.26
  let out =
    `<rect width="${w}" height="${h}" fill="#fff"/>` +
    `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="${ink}" stroke-width="1.5"/>` +
    line(
      w / 2,
      72,
      spaced(p.title, w - 100, 4),
      28,
      ink,
      p.title,
      ` text-anchor="middle" font-weight="800" letter-spacing="4"`,
    ) +
    (p.reference === ""
      ? ""
      : line(w / 2, 98, w - 120, 13, "#5c6470", p.reference, ` text-anchor="middle"`))
  p.facts.forEach(([label, value], i) => {
    const y = top + i * rowH
    out +=
      `<rect x="40" y="${n(y)}" width="${n(labelW)}" height="${n(rowH)}" fill="${ink}" opacity=".07"/>` +
      `<rect x="40" y="${n(y)}" width="${w - 80}" height="${n(rowH)}" fill="none" stroke="${ink}" stroke-opacity=".45"/>` +
      `<path d="M${n(40 + labelW)} ${n(y)}V${n(y + rowH)}" stroke="${ink}" stroke-opacity=".45"/>` +
      line(52, y + rowH / 2 + 5, labelW - 20, 14, ink, label) +
      line(52 + labelW, y + rowH / 2 + 5, w - 110 - labelW, 14, "#1f2329", value)
  })
  return out
}

/** The document as an SVG document of `width` × `height` pixels. */
export function renderPaper(p: Paper, width: number, height: number): string {
  const r = Math.min(width, height) * 0.13
  const body =
    p.style === "certificate"
      ? certificate(p, width, height)
      : form(p, width, height, p.style === "invoice" ? "#9c4a1a" : "#1f3a6b")
  const cx = width - 40 - r * 1.3
  const cy = height - 40 - r * 1.25
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}">` +
    body +
    (p.date === ""
      ? ""
      : line(cx, cy + r * 1.2, r * 2.4, 14, "#3a3a3a", p.date, ` text-anchor="middle"`)) +
    seal(p, cx, cy, r) +
    `</svg>`
  )
}
