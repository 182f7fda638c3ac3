/**
 * The page's URL policy (core `UrlPolicy`): its own origin and the configured link and picture
 * hosts. Every link and picture of server data passes it (`SafeLink`, `Image`, `SafeHtml`, the
 * ad and activity links); `follow` goes where a link leads: an app path through the router (a
 * file of the own origin the route table does not know, such as /static/…, loads in place), a
 * configured host in place, any other host in a new tab without opener or referrer.
 */
import * as Routes from "@mall/core/Routes"
import * as UrlPolicy from "@mall/core/UrlPolicy"
import { leaveTo, openInNewTab } from "./browser.ts"
import { config } from "./config.ts"
import { navigateTo } from "./navigation.ts"

export const policy: UrlPolicy.Policy = UrlPolicy.make({
  origin: window.location.origin,
  linkHosts: config.linkHosts,
  imageHosts: config.imageHosts,
})

/** Goes where a link of server data leads (see the module doc). */
export function follow(link: UrlPolicy.Followable): void {
  if (link._tag === "App") {
    if (Routes.knows(link.path)) navigateTo(link.path)
    else leaveTo(link.path)
  } else if (link._tag === "Site") leaveTo(link.href)
  else openInNewTab(link.href)
}
