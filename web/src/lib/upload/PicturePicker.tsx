/**
 * Pictures for a form (return or after-sales evidence, …): a file input that uploads each chosen
 * file at once (web/src/lib/upload/upload.ts, core Upload checks first), the uploaded pictures as
 * thumbnails with a delete button each, at most `max`. The value is the list of uploaded URLs.
 * While a file uploads the input is `aria-disabled` (a click opens nothing), so it keeps focus;
 * when the upload fills the last place and the input goes, focus moves to the last picture's
 * delete button.
 */
import * as Messages from "@mall/core/Messages"
import * as Upload from "@mall/core/Upload"
import { useId, useState } from "react"
import { IconButton } from "../ui/IconButton.tsx"
import { Image } from "../ui/Image.tsx"
import styles from "./Upload.module.css"
import { uploadFile } from "./upload.ts"

export type PicturePickerProps = {
  kind: Upload.Kind
  label: string
  hint?: string
  value: ReadonlyArray<string>
  onChange: (urls: ReadonlyArray<string>) => void
  max: number
  error?: string | undefined
}

export function PicturePicker({
  kind,
  label,
  hint,
  value,
  onChange,
  max,
  error,
}: PicturePickerProps) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const words = Messages.orders
  const choose = async (files: FileList | null) => {
    if (files === null || files.length === 0) return
    setBusy(true)
    let urls = [...value]
    for (const file of Array.from(files)) {
      if (urls.length >= max) break
      const up = await uploadFile(kind, file)
      if (up !== null) urls = [...urls, up.url]
    }
    setBusy(false)
    onChange(urls)
  }
  return (
    <div className={styles.picker}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <ul className={styles.thumbs} aria-labelledby={`${id}-label`}>
        {value.map((url, i) => (
          <li key={url} className={styles.thumb}>
            <Image src={url} alt={words.picture(i + 1)} width={72} height={72} />
            <IconButton
              icon="close"
              size="sm"
              look="overlay"
              className={styles.remove}
              data-focus-key={i === value.length - 1 ? `${id}-last` : undefined}
              label={words.removePicture(i + 1)}
              onClick={() => onChange(value.filter((u) => u !== url))}
            />
          </li>
        ))}
        {value.length < max && (
          <li className={styles.add} data-focus-fallback={`${id}-last`}>
            <label htmlFor={id} className={styles.addLabel}>
              {busy ? words.uploading : `+ ${words.upload}`}
            </label>
            <input
              id={id}
              type="file"
              className={styles.input}
              accept={Upload.acceptAttribute(kind)}
              multiple={max - value.length > 1}
              aria-disabled={busy || undefined}
              aria-describedby={hint ? `${id}-hint` : undefined}
              aria-invalid={error ? true : undefined}
              onClick={(e) => {
                if (busy) e.preventDefault()
              }}
              onChange={(e) => {
                const files = e.currentTarget.files
                void choose(files).then(() => {
                  e.target.value = ""
                })
              }}
            />
          </li>
        )}
      </ul>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
