/**
 * Product pictures drawn as SVG: the goods in its pack, as a product photo on white would show
 * it — a medicine box, a bottle, a pouch (granules, or kraft with a window for 中药饮片), an
 * ointment tube or a device carton — printed with its name, spec, maker and approval number in
 * its maker's colour, so one maker's goods look like one range. Drawn in a 400 × 400 box and
 * scaled to the picture's size; nothing is fetched.
 */
import { FONT_FAMILY, ems, escape } from "./svg.ts"

export type PackShape = "box" | "bottle" | "pouch" | "herbs" | "tube" | "carton"

export interface Pack {
  name: string
  spec: string
  maker: string
  /** The approval number (国药准字…, 械注准…) or the standard the goods follows. */
  approval: string
  shape: PackShape
}

/** Maker colours: deep enough for white words on them. */
const COLOURS = [
  "#0b5cc4",
  "#17834a",
  "#c3242b",
  "#d9620b",
  "#6b35b0",
  "#00808c",
  "#b0185a",
  "#2a4a9b",
]

/** A maker's colour, the same for all its goods. */
export function makerColour(maker: string): string {
  let h = 0
  for (const c of maker) h = (h * 33 + c.charCodeAt(0)) % 10007
  return COLOURS[h % COLOURS.length] ?? "#0b5cc4"
}

/** The maker's short name for the pack: 华润三九医药股份有限公司 → 华润三九, 江中药业 → 江中. */
export function makerMark(maker: string): string {
  let mark = maker.replace(/[(（].*?[)）]/g, "").replace(/(股份)?(有限)?(责任)?公司$/, "")
  const group = mark.indexOf("集团")
  if (group >= 2) mark = mark.slice(0, group)
  for (;;) {
    const shorter = mark.replace(
      /(医药|药业|制药|总厂|厂|医疗用品|医疗器械|医疗设备|医疗科技|生物传感|实业|饮片|中药)$/,
      "",
    )
    if (shorter === mark) break
    mark = shorter
  }
  return mark.length >= 2 ? mark : maker
}

/** Dosage forms, longest first: a long name breaks before its form (复方盐酸伪麻黄碱 / 缓释胶囊). */
const FORMS = [
  "缓释胶囊",
  "肠溶胶囊",
  "口服溶液",
  "缓释片",
  "肠溶片",
  "分散片",
  "咀嚼片",
  "口服液",
  "滴眼液",
  "气雾剂",
  "颗粒",
  "胶囊",
  "滴丸",
  "软膏",
  "乳膏",
  "糖浆",
]

/** The name in one line, or two when it is long (broken before its dosage form or in half). */
function nameLines(name: string, oneLine: number): string[] {
  if ([...name].length <= oneLine) return [name]
  const form = FORMS.find((f) => name.endsWith(f) && name.length - f.length >= 2)
  const cut = form ? name.length - form.length : Math.ceil(name.length / 2)
  return [name.slice(0, cut), name.slice(cut)]
}

const n = (x: number): string => String(Math.round(x * 10) / 10)

/** Words no wider than `width`, at most `size` high, centred on `x` (or starting there). */
function words(
  x: number,
  y: number,
  width: number,
  size: number,
  fill: string,
  content: string,
  extra = "",
  anchor: "middle" | "start" = "middle",
): string {
  const fitted = Math.min(size, width / Math.max(1, ems(content)))
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(fitted)}" fill="${fill}" text-anchor="${anchor}"${extra}>${escape(content)}</text>`
}

/** The name, one or two lines centred on `y`, fitted to `width`. */
function title(p: Pack, x: number, y: number, width: number, size: number, oneLine: number) {
  const lines = nameLines(p.name, oneLine)
  const fitted = Math.min(size, ...lines.map((l) => width / Math.max(1, ems(l))))
  const first = y - ((lines.length - 1) * fitted * 1.15) / 2 + fitted * 0.35
  return lines
    .map((l, i) =>
      words(x, first + i * fitted * 1.15, width, fitted, "#1f2329", l, ` font-weight="700"`),
    )
    .join("")
}

/** A medicine box (or a device's carton) in three-quarter view, its front printed. */
function box(p: Pack, c: string): string {
  const [x, y, w, h, d] = [58, 128, 244, 178, 42]
  const twoLines = nameLines(p.name, 7).length > 1
  const front =
    `<path d="M${x} ${y}L${x + d} ${y - d * 0.72}H${x + w + d}L${x + w} ${y}Z" fill="#eef0f3"/>` +
    `<path d="M${x + w} ${y}L${x + w + d} ${y - d * 0.72}V${y + h - d * 0.72}L${x + w} ${y + h}Z" fill="${c}"/>` +
    `<path d="M${x + w} ${y}L${x + w + d} ${y - d * 0.72}V${y + h - d * 0.72}L${x + w} ${y + h}Z" fill="#000" opacity=".18"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff" stroke="#e3e6ea"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="34" fill="${c}"/>` +
    words(x + 12, y + 23, 120, 16, "#fff", makerMark(p.maker), ` font-weight="700"`, "start")
  const mark = `<g transform="translate(${x + w - 36} ${y + 7})"><rect width="24" height="20" rx="3" fill="#fff" opacity=".9"/><path d="M9 4h6v5h5v6h-5v5H9v-5H4V9h5z" transform="scale(.8) translate(3 1)" fill="${c}"/></g>`
  const stripe =
    `<path d="M${x} ${y + h - 34}C${x + 70} ${y + h - 52} ${x + 150} ${y + h - 16} ${x + w} ${y + h - 40}V${y + h}H${x}Z" fill="${c}" opacity=".9"/>` +
    words(x + w / 2, y + h - 10, w - 30, 11, "#fff", p.approval)
  return (
    front +
    mark +
    title(p, x + w / 2, y + (twoLines ? 76 : 82), w - 36, twoLines ? 30 : 34, 7) +
    words(x + w / 2, y + (twoLines ? 128 : 120), w - 40, 17, "#5c6470", p.spec) +
    stripe
  )
}

/** A round bottle with a cap and a wrap-around label. */
function bottle(p: Pack, c: string): string {
  const [x, w] = [128, 144]
  return (
    `<defs><linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#dfe3e8"/><stop offset=".45" stop-color="#fff"/><stop offset="1" stop-color="#d5dae0"/></linearGradient></defs>` +
    `<rect x="${x + 28}" y="78" width="${w - 56}" height="44" rx="6" fill="${c}"/>` +
    `<path d="M${x + 32} 90H${x + w - 32}M${x + 32} 100H${x + w - 32}M${x + 32} 110H${x + w - 32}" stroke="#000" opacity=".15" stroke-width="2"/>` +
    `<path d="M${x + 34} 122H${x + w - 34}L${x + w} 160V332A14 14 0 0 1 ${x + w - 14} 346H${x + 14}A14 14 0 0 1 ${x} 332V160Z" fill="url(#glass)" stroke="#d0d5db"/>` +
    `<rect x="${x}" y="178" width="${w}" height="130" fill="#fff" stroke="#e3e6ea"/>` +
    `<rect x="${x}" y="178" width="${w}" height="26" fill="${c}"/>` +
    words(x + w / 2, 196, w - 16, 13, "#fff", makerMark(p.maker), ` font-weight="700"`) +
    title(p, x + w / 2, 240, w - 18, 24, 5) +
    words(x + w / 2, 282, w - 18, 13, "#5c6470", p.spec) +
    `<rect x="${x}" y="292" width="${w}" height="16" fill="${c}" opacity=".9"/>` +
    words(x + w / 2, 303.5, w - 16, 9, "#fff", p.approval)
  )
}

/** A stand-up pouch: granules in a printed bag, or herbs in kraft with a window. */
function pouch(p: Pack, c: string, herbs: boolean): string {
  const body = herbs ? "#c9a16b" : c
  const outline = herbs ? "#a97f4a" : c
  const window = herbs
    ? `<ellipse cx="200" cy="274" rx="70" ry="30" fill="#f4ead8" stroke="#a97f4a"/>` +
      [
        [168, 270, 14, 6, -20],
        [196, 284, 16, 6, 15],
        [224, 268, 13, 5, 35],
        [188, 258, 10, 5, 70],
        [216, 288, 12, 5, -40],
      ]
        .map(
          ([cx, cy, rx, ry, r]) =>
            `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${r} ${cx} ${cy})" fill="#b9874c" opacity=".85"/>`,
        )
        .join("")
    : [
        [150, 272, 9],
        [176, 288, 7],
        [204, 268, 10],
        [232, 286, 8],
        [252, 262, 6],
        [166, 254, 5],
      ]
        .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".55"/>`)
        .join("")
  const label = herbs ? "#fffaf0" : "#fff"
  return (
    `<path d="M112 92H288L300 330C300 344 290 350 276 350H124C110 350 100 344 100 330Z" fill="${body}" stroke="${outline}"/>` +
    `<path d="M112 92H288V114H112Z" fill="#000" opacity=".1"/>` +
    `<path d="M112 92H140L128 350H124C110 350 100 344 100 330Z" fill="#fff" opacity=".12"/>` +
    `<path d="M112 92l8-8 8 8 8-8 8 8 8-8 8 8 8-8 8 8 8-8 8 8 8-8 8 8 8-8 8 8 8-8 8 8 8-8 8 8 8-8 8 8 8-8 8 8" fill="none" stroke="${outline}" stroke-width="2"/>` +
    `<rect x="126" y="126" width="148" height="108" rx="4" fill="${label}" stroke="${outline}"/>` +
    `<rect x="126" y="126" width="148" height="22" rx="4" fill="${c}"/>` +
    words(200, 142, 136, 12, "#fff", makerMark(p.maker), ` font-weight="700"`) +
    title(p, 200, 180, 134, 26, 5) +
    words(200, 223, 136, 12, "#5c6470", p.spec) +
    window +
    words(200, 322, 170, 10, herbs ? "#5a3d1c" : "#fff", p.approval)
  )
}

/** An ointment tube lying on a slant, its cap to the right. */
function tube(p: Pack, c: string): string {
  return (
    `<g transform="rotate(-12 200 220)">` +
    `<path d="M70 170H300L316 186V254L300 270H70L58 262V178Z" fill="#fff" stroke="#d7dce2"/>` +
    `<path d="M58 178L46 174V266L58 262Z" fill="#c7ccd3"/>` +
    `<rect x="316" y="196" width="44" height="48" rx="6" fill="${c}"/>` +
    `<rect x="70" y="170" width="40" height="100" fill="${c}"/>` +
    words(
      90,
      226,
      90,
      12,
      "#fff",
      makerMark(p.maker),
      ` font-weight="700" transform="rotate(-90 90 222)"`,
    ) +
    title(p, 205, 204, 176, 28, 6) +
    words(205, 250, 176, 14, "#5c6470", p.spec) +
    words(205, 265, 176, 9, "#8a9099", p.approval) +
    `</g>`
  )
}

const SHAPES: Record<PackShape, (p: Pack, colour: string) => string> = {
  box,
  carton: box,
  bottle,
  pouch: (p, c) => pouch(p, c, false),
  herbs: (p, c) => pouch(p, c, true),
  tube,
}

/** The goods' picture as an SVG document of `width` × `height` pixels. */
export function renderPack(p: Pack, width: number, height: number): string {
  const colour = makerColour(p.maker)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 400" font-family="${FONT_FAMILY}">` +
    `<rect width="400" height="400" fill="#fff"/>` +
    `<ellipse cx="200" cy="366" rx="160" ry="14" fill="#000" opacity=".07"/>` +
    `<g transform="translate(200 360) scale(${p.shape === "bottle" ? 1.3 : 1.15}) translate(-200 -352)">` +
    SHAPES[p.shape](p, colour) +
    `</g>` +
    `</svg>`
  )
}
