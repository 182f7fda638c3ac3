/**
 * Options for a call on something that may not exist (an activity, a zone, a course): its 404
 * (core `Zone.isMissing`) goes to `to` in place of the current page; other failures are shown.
 * Its own module, so that only the pages that use it load core Zone.
 */
import * as Zone from "@mall/core/Zone"
import { navigateTo } from "../navigation.ts"
import { showOutcome, type ShowOptions } from "./outcomeUi.ts"

export const missingGoesTo = (to: string): ShowOptions => ({
  on: {
    Warning: (o) => {
      if (Zone.isMissing(o)) navigateTo(to, { replace: true })
      else showOutcome(o)
    },
  },
})
