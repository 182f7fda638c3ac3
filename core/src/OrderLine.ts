/**
 * An order's goods line as the order pages name it. A gift line is marked once, by a tag beside
 * its name: a name the server already begins with the mark (`【赠品】听诊器`) is shown without it,
 * so the line never reads "【赠品】听诊器 (赠品)".
 */
import * as Messages from "./Messages.ts"

export interface Named {
  readonly name: string
  readonly is_gift?: number | undefined
}

/** Whether the line is a gift (price 0, not returnable on its own). */
export const isGift = (line: Named): boolean => line.is_gift === 1

/** The line's name without a leading gift mark when it is a gift; as it is otherwise. */
export const name = (line: Named): string => {
  if (!isGift(line)) return line.name
  const mark = `【${Messages.orders.gift}】`
  const trimmed = line.name.trim()
  return trimmed.startsWith(mark) ? trimmed.slice(mark.length).trim() || trimmed : line.name
}
