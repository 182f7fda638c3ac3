import { fc, test } from "@fast-check/vitest"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import * as Upload from "../src/Upload.ts"
import { runs } from "./arbitraries.ts"

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0])
const PDF = new TextEncoder().encode("%PDF-1.7\n")
const SVG = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")

describe("Upload", () => {
  it("recognises files by their first bytes", () => {
    expect(Upload.sniff(PNG)).toBe("png")
    expect(Upload.sniff(JPEG)).toBe("jpeg")
    expect(Upload.sniff(PDF)).toBe("pdf")
    expect(Upload.sniff(SVG)).toBeNull()
    expect(Upload.sniff(new Uint8Array())).toBeNull()
  })
  it("checks type and size per kind", () => {
    expect(Upload.check("receipt", "pdf", 1000)).toEqual(Result.succeed("pdf"))
    expect(Upload.check("return", "pdf", 1000)).toEqual(
      Result.fail({ _tag: "WrongType", accepted: ["png", "jpeg"] }),
    )
    expect(Upload.check("return", "png", Upload.MAX_BYTES + 1)).toEqual(
      Result.fail({ _tag: "TooLarge", max: Upload.MAX_BYTES }),
    )
    expect(Upload.check("return", "png", 0)).toEqual(Result.fail({ _tag: "Empty" }))
    expect(Upload.acceptAttribute("receipt")).toBe("image/png,image/jpeg,application/pdf")
    expect(Upload.fileType("/static/uploads/ab12.pdf")).toBe("pdf")
    expect(Upload.fileType("/static/uploads/ab12.jpg")).toBe("image")
  })
  test.prop(
    [
      fc.constantFrom(...Upload.kinds),
      fc.constantFrom<Upload.FileType | null>("png", "jpeg", "pdf", null),
      fc.integer({ min: -1, max: 2 * Upload.MAX_BYTES }),
    ],
    runs,
  )("accepted files are of an accepted type and within the size", (kind, type, size) => {
    const r = Upload.check(kind, type, size)
    if (Result.isSuccess(r)) {
      expect(Upload.accepts(kind)).toContain(r.success)
      expect(size).toBeGreaterThan(0)
      expect(size).toBeLessThanOrEqual(Upload.MAX_BYTES)
    } else {
      const ok =
        type !== null && Upload.accepts(kind).includes(type) && size > 0 && size <= Upload.MAX_BYTES
      expect(ok).toBe(false)
    }
  })
  test.prop([fc.uint8Array({ maxLength: 16 })], runs)(
    "a sniffed type always matches its magic bytes",
    (bytes) => {
      const t = Upload.sniff(bytes)
      if (t === "png") expect(bytes[0]).toBe(0x89)
      if (t === "jpeg") expect(bytes[0]).toBe(0xff)
      if (t === "pdf") expect(bytes[0]).toBe(0x25)
    },
  )
})

describe("Upload: kinds, browser types and messages", () => {
  it("knows what each kind accepts and how a type is named", () => {
    expect(Upload.isKind("licence")).toBe(true)
    expect(Upload.isKind("avatar")).toBe(false)
    expect(Upload.isKind(1)).toBe(false)
    expect(Upload.acceptAttribute("feedback")).toBe("image/png,image/jpeg")
    expect(Upload.extensionOf("jpeg")).toBe("jpg")
    expect(Upload.extensionOf("png")).toBe("png")
    expect(Upload.extensionOf("pdf")).toBe("pdf")
    expect(Upload.mimeOf("pdf")).toBe("application/pdf")
  })
  it("reads the type a browser reports, ignoring case and spaces", () => {
    expect(Upload.fromMime("image/png")).toBe("png")
    expect(Upload.fromMime(" IMAGE/JPEG ")).toBe("jpeg")
    expect(Upload.fromMime("application/pdf")).toBe("pdf")
    expect(Upload.fromMime("image/gif")).toBeNull()
    expect(Upload.fromMime("")).toBeNull()
  })
  it("tells PDFs from pictures by the URL's extension, query and fragment aside", () => {
    expect(Upload.fileType(" /u/a.PDF?v=2 ")).toBe("pdf")
    expect(Upload.fileType("/u/a.pdf#page=1")).toBe("pdf")
    expect(Upload.fileType("/u/a.pdfx")).toBe("image")
  })
  it("words every refusal in Chinese", () => {
    expect(Upload.message({ _tag: "Empty" })).toBe("文件为空，请重新选择")
    expect(Upload.message({ _tag: "TooLarge", max: Upload.MAX_BYTES })).toBe("文件不能超过512KB")
    expect(Upload.message({ _tag: "WrongType", accepted: Upload.accepts("return") })).toBe(
      "只能上传 PNG、JPG 文件",
    )
    expect(Upload.message({ _tag: "WrongType", accepted: Upload.accepts("receipt") })).toBe(
      "只能上传 PNG、JPG、PDF 文件",
    )
  })
  test.prop(
    [fc.constantFrom(...Upload.kinds), fc.constantFrom<Upload.FileType>("png", "jpeg", "pdf")],
    runs,
  )(
    "a type reported by its MIME round-trips, and is in the accept attribute iff accepted",
    (kind, type) => {
      expect(Upload.fromMime(Upload.mimeOf(type))).toBe(type)
      expect(Upload.acceptAttribute(kind).split(",").includes(Upload.mimeOf(type))).toBe(
        Upload.accepts(kind).includes(type),
      )
    },
  )
})

describe("Upload limits and sizes", () => {
  it("says what a kind takes before a file is chosen", () => {
    expect(Upload.limits("licence")).toBe(
      `支持 ${Upload.accepts("licence")
        .map((t) => (t === "jpeg" ? "JPG" : t.toUpperCase()))
        .join("、")} 格式，单个文件不超过512KB`,
    )
  })
  it("prints a size in B, KB or MB, floored", () => {
    expect(Upload.sizeText(0)).toBe("0 B")
    expect(Upload.sizeText(1023)).toBe("1023 B")
    expect(Upload.sizeText(1024)).toBe("1 KB")
    expect(Upload.sizeText(512 * 1024 - 1)).toBe("511 KB")
    expect(Upload.sizeText(1024 * 1024 * 1.29)).toBe("1.2 MB")
  })
})
