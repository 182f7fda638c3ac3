/**
 * The file field, never the platform's "Choose File" button: a 选择文件 button (the label of a
 * visually hidden file input, which keeps the keyboard and the accessible name), the limits said
 * before choosing, then the chosen file's name and size, a preview when it is a picture, and 移除.
 * It holds no rule: the caller checks the file (core Upload) and says what was chosen or uploaded.
 */
import * as Messages from "@mall/core/Messages"
import * as Upload from "@mall/core/Upload"
import { useEffect, useId, useState, type Ref } from "react"
import { Button, buttonLook } from "./Button.tsx"
import { Icon } from "./Icon.tsx"
import styles from "./FileField.module.css"
import { fileIcon } from "./icons/file.ts"
import { pictureIcon } from "./icons/picture.ts"
import { uploadIcon } from "./icons/upload.ts"

const w = Messages.ui

/** A chosen file: a local `File`, or one already uploaded (its name and where it is). */
export type Chosen = File | { readonly name: string; readonly size?: number; readonly url?: string }

export type FileFieldProps = {
  id?: string
  /** The field's name: the input's accessible name (营业执照, 采购清单文件…). */
  label: string
  accept?: string | undefined
  /** The limits, said before choosing (core Upload.limits). */
  hint?: string | undefined
  chosen: Chosen | null
  onChoose: (files: FileList) => void
  onRemove?: (() => void) | undefined
  multiple?: boolean
  busy?: boolean
  busyText?: string
  invalid?: boolean
  describedBy?: string | undefined
  inputRef?: Ref<HTMLInputElement>
}

const isPicture = (c: Chosen): boolean =>
  c instanceof File
    ? c.type.startsWith("image/")
    : c.url !== undefined && Upload.fileType(c.url) === "image"

/** A picture's preview: a data: URL read from a local file (the CSP takes data: pictures), or the uploaded URL. */
function usePreview(chosen: Chosen | null): string | null {
  const [read, setRead] = useState<{ readonly file: File; readonly url: string } | null>(null)
  useEffect(() => {
    if (!(chosen instanceof File) || !isPicture(chosen)) return
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === "string") setRead({ file: chosen, url: reader.result })
    }
    reader.readAsDataURL(chosen)
    return () => reader.abort()
  }, [chosen])
  if (chosen === null || !isPicture(chosen)) return null
  if (!(chosen instanceof File)) return chosen.url ?? null
  return read?.file === chosen ? read.url : null
}

export function FileField({
  id: givenId,
  label,
  accept,
  hint,
  chosen,
  onChoose,
  onRemove,
  multiple = false,
  busy = false,
  busyText,
  invalid = false,
  describedBy,
  inputRef,
}: FileFieldProps) {
  const ownId = useId()
  const id = givenId ?? ownId
  const preview = usePreview(chosen)
  const hintId = `${id}-limits`
  const by =
    [hint !== undefined ? hintId : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined
  return (
    <div className={styles.file} data-ui="file">
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={by}
          aria-disabled={busy || undefined}
          onClick={(e) => {
            if (busy) e.preventDefault()
          }}
          onChange={(e) => {
            const files = e.currentTarget.files
            if (files !== null && files.length > 0) onChoose(files)
            e.currentTarget.value = ""
          }}
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          {...buttonLook({ variant: "secondary", size: "md" }, styles.choose)}
        >
          <Icon d={uploadIcon} />
          {busy ? (busyText ?? w.chooseFile) : chosen === null ? w.chooseFile : w.chooseAnother}
        </label>
        {chosen === null ? (
          <span className={styles.none}>{w.noFile}</span>
        ) : (
          <span className={styles.chosen}>
            <Icon d={isPicture(chosen) ? pictureIcon : fileIcon} className={styles.kind} />
            <span className={styles.name}>
              {chosen.size !== undefined
                ? w.fileChosen(chosen.name, Upload.sizeText(chosen.size))
                : chosen.name}
            </span>
            {onRemove !== undefined && (
              <Button variant="text" aria-label={w.removeNamed(chosen.name)} onClick={onRemove}>
                {w.removeFile}
              </Button>
            )}
          </span>
        )}
      </div>
      {hint !== undefined && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {preview !== null && chosen !== null && (
        <img
          className={styles.preview}
          src={preview}
          alt={w.previewOf(chosen.name)}
          width={120}
          height={90}
        />
      )}
    </div>
  )
}
