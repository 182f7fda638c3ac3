/**
 * A thumbnail of a picture of server data that opens the whole picture in a new tab (licences,
 * receipts, the pictures of a return): the picture passes the page's URL policy like every other
 * (`Image`), and the link is there only when the picture may be loaded at all; a refused one is
 * the placeholder alone.
 */
import * as UrlPolicy from "@mall/core/UrlPolicy"
import { policy } from "../urlPolicy.ts"
import { Image } from "./Image.tsx"

export type PictureLinkProps = {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  className?: string
  /** The link's accessible name when it differs from the picture's `alt`. */
  label?: string
}

export function PictureLink({ src, alt, width, height, className, label }: PictureLinkProps) {
  const allowed = UrlPolicy.image(policy, src)
  const picture = (
    <Image src={allowed} alt={alt} width={width} height={height} className={className} />
  )
  if (allowed === null) return picture
  return (
    <a href={allowed} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {picture}
    </a>
  )
}
