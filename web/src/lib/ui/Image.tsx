/**
 * A picture of server data: its address passes the page's URL policy (core `UrlPolicy`: the own
 * origin and the configured picture hosts only), and a neutral placeholder stands in for one that
 * is missing, refused (never asked for) or fails to load. Lazy-loaded by default.
 */
import * as UrlPolicy from "@mall/core/UrlPolicy"
import { useState, type ImgHTMLAttributes } from "react"
import { policy } from "../urlPolicy.ts"

/**
 * Grey square with a pill outline, used when a goods image is missing. Written as a plain data URL
 * (only `#` escaped) rather than percent-encoded throughout: a third of the size.
 */
export const FALLBACK_IMAGE =
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><rect width='100' height='100' fill='%23f2f2f2'/><rect x='28' y='40' width='44' height='20' rx='10' fill='none' stroke='%23ccc' stroke-width='3'/><line x1='50' y1='40' x2='50' y2='60' stroke='%23ccc' stroke-width='3'/></svg>"

/**
 * How many items of a list or floor are counted in the first screen: their pictures load at once
 * (one of them is what the largest paint waits for), the rest when scrolled near.
 */
export const FIRST_SCREEN_ITEMS = 5

/** `loading` for the picture of a list's item at `index`. */
export const loadingAt = (index: number): "eager" | "lazy" =>
  index < FIRST_SCREEN_ITEMS ? "eager" : "lazy"

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & {
  src: string | null | undefined
  alt: string
}

export function Image({ src, alt, loading = "lazy", ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const allowed = UrlPolicy.image(policy, src)
  const usable = allowed !== null && allowed !== failedSrc
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      src={usable ? allowed : FALLBACK_IMAGE}
      onError={() => {
        if (usable) setFailedSrc(allowed)
      }}
    />
  )
}
