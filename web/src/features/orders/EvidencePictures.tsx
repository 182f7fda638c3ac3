/**
 * 图片凭证 of a return or after-sales form: the design system's file field (its limits said
 * before choosing) uploads each chosen picture at once (lib/upload, core Upload checks first),
 * and the uploaded ones stand beside it as thumbnails, each with its 删除 button, at most
 * `Returns.MAX_PICTURES`. While a file uploads the field is `aria-disabled` (a press opens
 * nothing) and keeps focus; when the upload fills the last place and the field goes, focus moves
 * to the last picture's 删除.
 */
import * as Messages from "@mall/core/Messages"
import * as Returns from "@mall/core/Returns"
import * as Upload from "@mall/core/Upload"
import { useId, useState } from "react"
import { FieldGroup } from "../../lib/ui/Field.tsx"
import { FileField } from "../../lib/ui/FileField.tsx"
import { IconButton } from "../../lib/ui/IconButton.tsx"
import { Image } from "../../lib/ui/Image.tsx"
import { uploadFile } from "../../lib/upload/upload.ts"
import styles from "./Orders.module.css"
import { closeIcon } from "../../lib/ui/icons/close.ts"

const W = Messages.orders

export function EvidencePictures({
  kind,
  value,
  onChange,
}: {
  kind: Upload.Kind
  value: ReadonlyArray<string>
  onChange: (urls: ReadonlyArray<string>) => void
}) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const max = Returns.MAX_PICTURES
  const left = max - value.length
  const choose = async (files: FileList) => {
    const chosen = Array.from(files)
    setBusy(true)
    let urls = [...value]
    for (const file of chosen) {
      if (urls.length >= max) break
      const up = await uploadFile(kind, file)
      if (up !== null) urls = [...urls, up.url]
    }
    setBusy(false)
    onChange(urls)
  }
  return (
    <FieldGroup id={id} label={W.pictures}>
      <div className={styles.evidence}>
        {value.length > 0 && (
          <ul className={styles.thumbs} aria-label={W.pictures}>
            {value.map((url, i) => (
              <li key={url} className={styles.evidenceItem}>
                <Image src={url} alt={W.picture(i + 1)} width={72} height={72} />
                <IconButton
                  icon={closeIcon}
                  size="sm"
                  look="outlined"
                  label={W.removePicture(i + 1)}
                  data-focus-key={i === value.length - 1 ? `${id}-last` : undefined}
                  onClick={() => onChange(value.filter((u) => u !== url))}
                />
              </li>
            ))}
          </ul>
        )}
        {left > 0 && (
          <div data-focus-fallback={`${id}-last`}>
            <FileField
              id={`${id}-file`}
              label={W.uploadPictures}
              accept={Upload.acceptAttribute(kind)}
              hint={W.picturesHint}
              multiple={left > 1}
              busy={busy}
              busyText={W.uploading}
              chosen={value.length === 0 ? null : { name: W.picturesUploaded(value.length, left) }}
              onChoose={(files) => {
                if (!busy) void choose(files)
              }}
            />
          </div>
        )}
      </div>
    </FieldGroup>
  )
}
