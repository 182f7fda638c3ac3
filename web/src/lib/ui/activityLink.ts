/**
 * Following an ad's or an activity's link (home banners and floors, zone ads): a target the URL
 * policy does not refuse is followed (an app path in the app, another host in a new tab); a
 * missing or refused one says 活动未开始 (core `Display.activityLink`) instead of going nowhere.
 */
import * as Display from "@mall/core/Display"
import { follow, policy } from "../urlPolicy.ts"
import { notify } from "./toast.ts"

export function openActivityLink(url: string | null | undefined): void {
  const action = Display.activityLink(policy, url)
  if (action._tag === "NotStarted") notify(action.message)
  else follow(action.link)
}
