/**
 * Build-time settings of the web app, read once from Vite's env.
 * - `VITE_API_BASE`: origin the API calls go to ("" = same origin, the default).
 * - `VITE_SITE_TITLE`: the site title after every page title (default: the catalogue's site title).
 * - `VITE_MAIN_SITE_URL`: the main site; login-required responses and `eleven_index` go there.
 * - `VITE_APP_QR_URL`: image of the mobile-app download QR code (default: the back end's
 *   `/static/qr/app.svg`).
 * - `VITE_CHAT_URL`: the customer-service chat page shown in a sandboxed frame to companies that
 *   may chat (default: the back end's `/static/chat/index.html`, which the dev back end serves).
 */
import * as Messages from "@mall/core/Messages"

const env = import.meta.env

const nonEmpty = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : undefined

export const config = {
  apiBase: nonEmpty(env.VITE_API_BASE) ?? "",
  siteTitle: nonEmpty(env.VITE_SITE_TITLE) ?? Messages.text["site.title"],
  mainSiteUrl: nonEmpty(env.VITE_MAIN_SITE_URL) ?? "/login",
  chatUrl:
    nonEmpty(env.VITE_CHAT_URL) ?? `${nonEmpty(env.VITE_API_BASE) ?? ""}/static/chat/index.html`,
  appQrUrl:
    nonEmpty(env.VITE_APP_QR_URL) ?? `${nonEmpty(env.VITE_API_BASE) ?? ""}/static/qr/app.svg`,
} as const
