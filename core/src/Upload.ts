/**
 * File uploads (POST /api/upload): what may be uploaded and how it is recognised. A file is a
 * picture (PNG or JPEG) or a PDF, recognised by its first bytes (not its name), of at most
 * `MAX_BYTES`; each `kind` (what the file is for) says which of these it accepts. The web app
 * checks a chosen file with `check` before sending it; the dev back end checks the bytes it
 * received with `sniff` + `check` again. `fileType` tells a stored file's URL apart (picture or
 * PDF) for showing it.
 */
import { Result } from "effect"
import * as Messages from "./Messages.ts"

/** Largest accepted file: 512 KiB (the body is sent base64-encoded in a form). */
export const MAX_BYTES = 512 * 1024

export type FileType = "png" | "jpeg" | "pdf"

/** What an upload is for. */
export const kinds = ["receipt", "return", "after_sale", "licence", "feedback"] as const
export type Kind = (typeof kinds)[number]

const ACCEPTS: Readonly<Record<Kind, ReadonlyArray<FileType>>> = {
  receipt: ["png", "jpeg", "pdf"],
  return: ["png", "jpeg"],
  after_sale: ["png", "jpeg"],
  licence: ["png", "jpeg", "pdf"],
  feedback: ["png", "jpeg"],
}

export const accepts = (kind: Kind): ReadonlyArray<FileType> => ACCEPTS[kind]

export const isKind = (x: unknown): x is Kind =>
  typeof x === "string" && (kinds as ReadonlyArray<string>).includes(x)

const MIME: Readonly<Record<FileType, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
}
export const mimeOf = (t: FileType): string => MIME[t]
export const extensionOf = (t: FileType): string => (t === "jpeg" ? "jpg" : t)

/** The `accept` attribute of a file input for a kind. */
export const acceptAttribute = (kind: Kind): string => ACCEPTS[kind].map(mimeOf).join(",")

/** The type of a file from its first bytes, or `null` when it is none we take. */
export const sniff = (head: Uint8Array): FileType | null => {
  const at = (i: number): number => head[i] ?? -1
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return "png"
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "jpeg"
  if (at(0) === 0x25 && at(1) === 0x50 && at(2) === 0x44 && at(3) === 0x46 && at(4) === 0x2d)
    return "pdf"
  return null
}

/** The type a browser reports for a chosen file, or `null` for any other. */
export const fromMime = (mime: string): FileType | null => {
  const m = mime.trim().toLowerCase()
  return m === "image/png"
    ? "png"
    : m === "image/jpeg"
      ? "jpeg"
      : m === "application/pdf"
        ? "pdf"
        : null
}

export type Problem =
  | { readonly _tag: "Empty" }
  | { readonly _tag: "TooLarge"; readonly max: number }
  | { readonly _tag: "WrongType"; readonly accepted: ReadonlyArray<FileType> }

/** Checks a file's type (`null`: unknown) and size against what a kind accepts. */
export const check = (
  kind: Kind,
  type: FileType | null,
  size: number,
): Result.Result<FileType, Problem> => {
  if (!(size > 0)) return Result.fail({ _tag: "Empty" })
  if (type === null || !ACCEPTS[kind].includes(type))
    return Result.fail({ _tag: "WrongType", accepted: ACCEPTS[kind] })
  if (size > MAX_BYTES) return Result.fail({ _tag: "TooLarge", max: MAX_BYTES })
  return Result.succeed(type)
}

/** Whether a stored file's URL is a PDF (else a picture), by its extension. */
export const fileType = (url: string): "pdf" | "image" =>
  /\.pdf(?:$|[?#])/i.test(url.trim()) ? "pdf" : "image"

/** The Chinese message of a refused file (`只能上传 PNG、JPG 文件`, `文件不能超过512KB` …). */
export const message = (p: Problem): string => {
  const w = Messages.orders
  switch (p._tag) {
    case "Empty":
      return w.uploadEmpty
    case "TooLarge":
      return w.uploadTooLarge(Math.floor(p.max / 1024))
    case "WrongType":
      return w.uploadWrongType(typesText(p.accepted))
  }
}

/** What a kind takes, said before the buyer chooses a file (`支持 PNG、JPG 格式，不超过512KB`). */
export const limits = (kind: Kind): string =>
  Messages.orders.uploadLimits(typesText(ACCEPTS[kind]), Math.floor(MAX_BYTES / 1024))

const typesText = (types: ReadonlyArray<FileType>): string =>
  types.map((t) => (t === "jpeg" ? "JPG" : t.toUpperCase())).join("、")

/** A file's size as shown beside its name: `812 B`, `312 KB`, `1.2 MB` (KB and MB floored). */
export const sizeText = (bytes: number): string => {
  if (bytes < 1024) return `${Math.max(0, Math.floor(bytes))} B`
  if (bytes < 1024 * 1024) return `${Math.floor(bytes / 1024)} KB`
  return `${Math.floor((bytes / (1024 * 1024)) * 10) / 10} MB`
}
