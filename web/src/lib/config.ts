/**
 * Build-time settings of the web app, read once from Vite's env.
 * - `VITE_API_BASE`: origin the API calls go to ("" = same origin, the default).
 * - `VITE_SITE_TITLE`: the site title after every page title (default: the catalogue's site title).
 * - `VITE_MAIN_SITE_URL`: the main site; login-required responses and `eleven_index` go there.
 * - `VITE_APP_QR_URL`: image of the mobile-app download QR code (default: the back end's
 *   `/static/qr/app.svg`).
 * - `VITE_CHAT_URL`: the customer-service chat page shown in a sandboxed frame to companies that
 *   may chat (default: the back end's `/static/chat/index.html`, which the dev back end serves).
 * - `VITE_LINK_HOSTS`: hosts (origins or bare hosts, comma-separated) whose links in server data
 *   open in place; the main site's is always one. A link to any other host opens in a new tab.
 * - `VITE_IMAGE_HOSTS`: hosts pictures of server data may load from beside the page's own; the
 *   API's and the app QR code's are always among them. The server's CSP `img-src` names the same.
 */
import * as Messages from "@mall/core/Messages"

const env = import.meta.env

const nonEmpty = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : undefined

const hostsOf = (v: unknown, ...more: ReadonlyArray<string>): ReadonlyArray<string> => [
  ...(nonEmpty(v) ?? "").split(","),
  // a configured absolute URL adds its origin; a path is the page's own origin anyway
  ...more.filter((u) => /^https?:\/\//i.test(u)),
]

const apiBase = nonEmpty(env.VITE_API_BASE) ?? ""
const mainSiteUrl = nonEmpty(env.VITE_MAIN_SITE_URL) ?? "/login"
const appQrUrl = nonEmpty(env.VITE_APP_QR_URL) ?? `${apiBase}/static/qr/app.svg`

export const config = {
  apiBase,
  siteTitle: nonEmpty(env.VITE_SITE_TITLE) ?? Messages.text["site.title"],
  mainSiteUrl,
  chatUrl: nonEmpty(env.VITE_CHAT_URL) ?? `${apiBase}/static/chat/index.html`,
  appQrUrl,
  linkHosts: hostsOf(env.VITE_LINK_HOSTS, mainSiteUrl),
  imageHosts: hostsOf(env.VITE_IMAGE_HOSTS, apiBase, appQrUrl),
} as const
