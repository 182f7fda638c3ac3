/** The complaint hotline and the account manager, shown in the top bar and the login header. */
import * as Messages from "@mall/core/Messages"
import { hotline, manager } from "./model.ts"

export function Hotline() {
  if (hotline.value === "") return null
  return (
    <span>
      {Messages.text["header.hotline"]}：{hotline.value}
    </span>
  )
}

export function ManagerContact() {
  const m = manager.value
  if (m === null) return null
  return (
    <span>
      {m.label}：{m.name} {m.phone}
    </span>
  )
}
