/**
 * CSV text as records (RFC 4180): fields separated by commas, records by CRLF, LF or CR; a quoted
 * field may hold commas, doubled quotes and line breaks; a leading byte-order mark is dropped. A
 * pharmacy ERP's export is read this way before core `BulkRows` maps its columns.
 */

/** Splits CSV text into records (RFC 4180: quoted fields may hold commas, quotes, line breaks). */
export const records = (text: string): string[][] => {
  const records: string[][] = []
  let field = ""
  let record: string[] = []
  let quoted = false
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  for (let i = 0; i < src.length; i++) {
    const c = src[i]
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += c
    } else if (c === '"' && field === "") quoted = true
    else if (c === ",") {
      record.push(field)
      field = ""
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++
      record.push(field)
      records.push(record)
      record = []
      field = ""
    } else field += c
  }
  if (field !== "" || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}
