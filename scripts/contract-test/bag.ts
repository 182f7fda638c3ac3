/**
 * The bag: values taken from earlier answers (the first buyable goods, an order id, …) that later
 * calls of the scenario table need. A value that is missing skips the step that needs it.
 */

/** Values taken from earlier answers. */
export type Bag = Record<string, unknown>

export type Row = Record<string, unknown>

export class Missing extends Error {}

/** A value from the bag, or the step is skipped. */
export function need<T = unknown>(bag: Bag, key: string): T {
  const v = bag[key]
  if (v === undefined || v === null || (Array.isArray(v) && v.length === 0))
    throw new Missing(`no ${key} from an earlier answer`)
  return v as T
}
