/**
 * A list's search row (the kit's FilterBar): a text and a date range. An end before the start is
 * refused on the end date (core ListQuery.rangeInverted), so nothing is searched.
 */
import * as ListQuery from "../ListQuery.ts"
import * as Messages from "../Messages.ts"
import * as Kit from "./kit.ts"

export const listFilter = {
  text: Kit.text(),
  start: Kit.text(),
  end: Kit.text((v, all) =>
    ListQuery.rangeInverted(Kit.textOf(all.start).trim(), v.trim())
      ? Messages.kit.dateRangeInverted
      : undefined,
  ),
} satisfies Kit.Form<string>
