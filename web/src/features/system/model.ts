/**
 * The transient and status pages. /loading goes on to its `redirect` query (a safe in-app path)
 * or home; /loading/activity goes on to its `redirect` activity page, or says the activity does
 * not exist (/noActivity) when there is none.
 */
import { appPathOf } from "../../lib/navigation.ts"

/** Where /loading continues. */
export const loadingTarget = (search: string): string =>
  appPathOf(new URLSearchParams(search).get("redirect")) ?? "/"

/** Where /loading/activity continues. */
export const activityTarget = (search: string): string =>
  appPathOf(new URLSearchParams(search).get("redirect")) ?? "/noActivity"
