/**
 * A page says each heading once:
 * - `subtitle`: an activity's (a campaign's, a floor's) own title is said under the page's or the
 *   section's title only when it says something else (每日特价 is not repeated under 每日特价;
 *   spaces do not count).
 * - `withoutTitle`: a text of server HTML (rules, a course) that opens with a heading repeating the
 *   page's title loses that heading: the page's h1 already says it.
 */
import * as Field from "./Field.ts"

/** Spaces of every kind taken out, to compare titles as a reader sees them. */
const squeezed = (text: string): string => text.replace(/\s+/g, "")

/** The activity's own title when it differs from the page's title, else `null`. */
export const subtitle = (pageTitle: string, own: unknown): string | null => {
  const text = Field.text(own).trim()
  return text === "" || squeezed(text) === squeezed(pageTitle) ? null : text
}

const LEADING_HEADING = /^\s*<h([1-6])(?:\s[^>]*)?>([^<]*)<\/h\1\s*>/i

/**
 * Server HTML without its first element when that is a heading (h1-h6, plain text) repeating
 * `title`; any other HTML is returned as it is.
 */
export const withoutTitle = (html: string, title: string): string => {
  const m = LEADING_HEADING.exec(html)
  if (m === null || squeezed(m[2] ?? "") !== squeezed(title) || squeezed(title) === "") return html
  return html.slice(m[0].length)
}
