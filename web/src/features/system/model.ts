/**
 * The transient and status pages. /loading goes on to its `redirect` query (a safe in-app path)
 * or home; /loading/activity goes on to its `redirect` activity page, or says the activity does
 * not exist (/noActivity) when there is none.
 */
import * as Display from "@mall/core/Display"
import { isAppPath } from "../../lib/navigation.ts"

function appPath(value: string | null): string | null {
  const url = Display.safeUrl(value)
  return url !== null && isAppPath(url) ? url : null
}

/** Where /loading continues. */
export const loadingTarget = (search: string): string =>
  appPath(new URLSearchParams(search).get("redirect")) ?? "/"

/** Where /loading/activity continues. */
export const activityTarget = (search: string): string =>
  appPath(new URLSearchParams(search).get("redirect")) ?? "/noActivity"
