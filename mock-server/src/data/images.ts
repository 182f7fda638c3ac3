/** Renders the placeholder pictures (SVG) the seed data points at: nothing is fetched from the internet. */
import type { ImageLabel } from "../state/db.ts"

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A box with a coloured band, the label and a sub-label, sized to the slot it fills. */
export function renderSvg(label: ImageLabel): string {
  const { width: w, height: h, color } = label
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
    `<text x="50%" y="${Math.floor(h / 2)}" font-family="sans-serif" font-size="${size}" fill="${color}" text-anchor="middle" dominant-baseline="middle">${escape(label.text)}</text>` +
    (label.sub
      ? `<text x="50%" y="${Math.floor(h / 2 + size)}" font-family="sans-serif" font-size="${subSize}" fill="#666" text-anchor="middle" dominant-baseline="middle">${escape(label.sub)}</text>`
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
