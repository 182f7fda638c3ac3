/**
 * Footer data: the help categories (each child links to /help/xrzn/hyzc?id={id}) and the
 * copyright year (core Display). Cached in localStorage like the rest of the help articles, and
 * refreshed silently once per page load.
 */
import { computed } from "@preact/signals-react"
import * as Display from "@mall/core/Display"
import type { FooterHelpCategory } from "../../lib/api/schemas.ts"
import { helpCategories, loadHelpCategories } from "../../lib/session/helpCategories.ts"

export type HelpCategory = FooterHelpCategory
export { helpCategories }

/** Link of a help article. */
export const helpHref = (id: number): string => `/help/xrzn/hyzc?id=${id}`

/** The copyright year (this year). */
export const copyrightYear = computed(() => Display.copyrightYear(new Date()))

export function loadFooter(): void {
  void loadHelpCategories()
}
