/**
 * Draws the product and content pictures (SVG) the seed data points at: the goods in their pack
 * (pack.ts), a campaign banner (banner.ts) for the ads and campaigns, the brands' logos (logo.ts),
 * documents (paper.ts), a labelled box for the rest. Nothing is fetched from the internet.
 */
import type { ImageLabel } from "../state/db.ts"
import { renderBanner, type Banner } from "./banner.ts"
import { renderLogo } from "./logo.ts"
import { renderPack } from "./pack.ts"
import { renderPaper } from "./paper.ts"
import { FONT_FAMILY, escape } from "./svg.ts"

/** The picture of a banner of `width` × `height` (its words also stand as the label's text). */
export function bannerLabel(banner: Banner, width: number, height: number): ImageLabel {
  return {
    text: banner.headline,
    sub: banner.subline,
    color: banner.palette.from,
    width,
    height,
    banner,
  }
}

/** The picture of a label: its pack, banner, logo or paper, or a box with a band and its words. */
export function renderSvg(label: ImageLabel): string {
  const { width: w, height: h, color } = label
  if (label.pack) return renderPack(label.pack, w, h)
  if (label.banner) return renderBanner(label.banner, w, h)
  if (label.logo) return renderLogo(label.logo, w, h)
  if (label.paper) return renderPaper(label.paper, w, h)
  const size = Math.max(
    12,
    Math.min(Math.floor(w / Math.max(4, label.text.length + 1)), Math.floor(h / 3)),
  )
  const subSize = Math.max(10, Math.floor(size * 0.55))
  const band = Math.max(4, Math.floor(h / 12))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="#fafafa" stroke="${color}" stroke-width="2"/>` +
    `<rect width="${w}" height="${band}" fill="${color}"/>` +
    `<text x="50%" y="${Math.floor(h / 2)}" font-family="${FONT_FAMILY}" font-size="${size}" fill="${color}" text-anchor="middle" dominant-baseline="middle">${escape(label.text)}</text>` +
    (label.sub
      ? `<text x="50%" y="${Math.floor(h / 2 + size)}" font-family="${FONT_FAMILY}" font-size="${subSize}" fill="#666" text-anchor="middle" dominant-baseline="middle">${escape(label.sub)}</text>`
      : "") +
    `</svg>`
  )
}

export const FALLBACK_LABEL: ImageLabel = {
  text: "暂无图片",
  sub: "",
  color: "#bfbfbf",
  width: 200,
  height: 200,
}

/**
 * The mobile-app download code at /static/qr/app.svg: a QR-styled picture (three finder squares
 * and a module pattern from a fixed seed) with a caption. It stands for the real code, which the
 * app store link would give; it is not meant to be scanned.
 */
export const APP_QR_PATH = "/static/qr/app.svg"

export function renderAppQr(): string {
  const n = 25
  const cell = 6
  const size = n * cell
  const finder = (x: number, y: number) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="#222"/>` +
    `<rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/>` +
    `<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#222"/>`
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8)
  let seed = 20261121
  let modules = ""
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      seed = (seed * 1103515245 + 12345) % 2147483648
      if (!inFinder(x, y) && seed % 7 < 3)
        modules += `<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}"/>`
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size + 20}" height="${size + 44}" viewBox="-10 -10 ${size + 20} ${size + 44}">` +
    `<rect x="-10" y="-10" width="${size + 20}" height="${size + 44}" fill="#fff"/>` +
    `<g fill="#222">${modules}</g>` +
    finder(0, 0) +
    finder(n - 7, 0) +
    finder(0, n - 7) +
    `<text x="${size / 2}" y="${size + 22}" font-family="sans-serif" font-size="13" fill="#333" text-anchor="middle">${escape("扫码下载手机APP")}</text>` +
    `</svg>`
  )
}
