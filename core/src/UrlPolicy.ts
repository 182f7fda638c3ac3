/**
 * Where a URL from server data may lead: one policy for the links and the pictures of ads,
 * articles, reports, receipts, licences and the like. The URL is read the way the browser will
 * read it (the WHATWG `URL` parser, against the page's origin), never by pattern. Refused
 * outright: anything but `http:` and `https:` (however disguised: `java\tscript:`, ` data:`), a
 * URL with user info (`http://mall@other-host/` goes to other-host) and any backslash
 * (`/\other-host`, `https:\\other-host`: the browser rewrites them to another host than the text
 * seems to name). Then by origin:
 * - the page's own origin: an app path (`/list?x=1#y`), opened by the app's router;
 * - a configured host (the main site, the API's host…): the site's own, opened in place;
 * - any other host: foreign, opened in a new tab with neither opener nor referrer.
 * A picture loads only from the page's own origin or a configured picture host; any other is not
 * asked for at all (the view shows its placeholder).
 */

/** The origins a page trusts beside its own. */
export interface Policy {
  /** The page's own origin (`https://mall.example.com`). */
  readonly origin: string
  /** Origins whose links open in place. */
  readonly linkOrigins: ReadonlySet<string>
  /** Origins pictures may be loaded from. */
  readonly imageOrigins: ReadonlySet<string>
}

/** Where a link leads. */
export type Link =
  | { readonly _tag: "App"; readonly path: string }
  | { readonly _tag: "Site"; readonly href: string }
  | { readonly _tag: "Foreign"; readonly href: string }
  | { readonly _tag: "Refused" }

/** A link that is not refused: one the app may follow. */
export type Followable = Exclude<Link, { readonly _tag: "Refused" }>

const REFUSED: Link = { _tag: "Refused" }

/**
 * The origins of configured hosts: an entry is an origin (`https://img.example.com`, its path
 * ignored) or a bare host (`img.example.com`, `cdn.example.com:8443`: both http and https). An
 * entry that names no http(s) host is left out.
 */
export const originsOf = (hosts: ReadonlyArray<string>): ReadonlySet<string> => {
  const out = new Set<string>()
  for (const raw of hosts) {
    const entry = raw.trim()
    if (entry === "") continue
    const url = parse(entry.includes("://") ? entry : `https://${entry}`)
    if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) continue
    if (url.username !== "" || url.password !== "") continue
    out.add(url.origin)
    if (!entry.includes("://")) out.add(`http://${url.host}`)
  }
  return out
}

/** A policy for a page of `origin` trusting the given hosts (see `originsOf`). */
export const make = (config: {
  readonly origin: string
  readonly linkHosts?: ReadonlyArray<string>
  readonly imageHosts?: ReadonlyArray<string>
}): Policy => ({
  origin: config.origin,
  linkOrigins: originsOf(config.linkHosts ?? []),
  imageOrigins: originsOf(config.imageHosts ?? []),
})

const parse = (text: string, base?: string): URL | null => {
  try {
    return new URL(text, base)
  } catch {
    return null
  }
}

/** The URL the browser would go to, or `null` when the text is refused (see the module doc). */
const read = (policy: Policy, raw: unknown): URL | null => {
  if (typeof raw !== "string" || raw.trim() === "" || raw.includes("\\")) return null
  const url = parse(raw, `${policy.origin}/`)
  if (url === null) return null
  if (url.protocol !== "http:" && url.protocol !== "https:") return null
  if (url.username !== "" || url.password !== "") return null
  return url
}

/** Where a link from server data leads (see the module doc). */
export const link = (policy: Policy, raw: unknown): Link => {
  const url = read(policy, raw)
  if (url === null) return REFUSED
  if (url.origin === policy.origin)
    return { _tag: "App", path: url.pathname + url.search + url.hash }
  if (policy.linkOrigins.has(url.origin)) return { _tag: "Site", href: url.href }
  return { _tag: "Foreign", href: url.href }
}

/**
 * The address to load a picture from server data from: the path on the page's own origin, the
 * full URL on a configured picture host, or `null` (not to be asked for).
 */
export const image = (policy: Policy, raw: unknown): string | null => {
  const url = read(policy, raw)
  if (url === null) return null
  if (url.origin === policy.origin) return url.pathname + url.search + url.hash
  return policy.imageOrigins.has(url.origin) ? url.href : null
}

/** The address of a link that is not refused, as an `href` (an app path or a full URL). */
export const hrefOf = (l: Followable): string => (l._tag === "App" ? l.path : l.href)
