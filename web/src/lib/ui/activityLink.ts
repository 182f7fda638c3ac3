/**
 * Following an ad's or an activity's link (home banners and floors, zone ads): a safe target is
 * opened (in the app when it is an app path), a missing or unsafe one says 活动未开始 (core
 * `Display.activityLink`) instead of going nowhere.
 */
import * as Display from "@mall/core/Display"
import { leaveTo } from "../browser.ts"
import { isAppPath, navigateTo } from "../navigation.ts"
import { notify } from "./toast.ts"

export function openActivityLink(url: string | null | undefined): void {
  const action = Display.activityLink(url)
  if (action._tag === "NotStarted") {
    notify(action.message)
    return
  }
  if (isAppPath(action.url)) navigateTo(action.url)
  else leaveTo(action.url)
}
