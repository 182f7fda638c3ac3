/**
 * Which cart lines are selected. A line whose goods are not buyable (`is_buy` 0) or out
 * of stock (`goods.number` is 0) is unselected and cannot be selected; select-all touches only
 * selectable lines. Selection is kept as a boolean array parallel to the lines, so selecting and
 * deselecting thousands of lines is a cheap array copy. Functions are generic over any state
 * with `lines` (each knowing whether it is selectable) and `selected`.
 */
import type * as Contract from "./Contract.ts"

export interface Selectable {
  readonly id: string
  readonly selectable: boolean
}

export interface Selection<L extends Selectable = Selectable> {
  readonly lines: ReadonlyArray<L>
  readonly selected: ReadonlyArray<boolean>
}

/**
 * Whether goods can be selected: buyable and in stock. A missing `is_buy` counts as buyable
 * and a missing stock as in stock (only an explicit 0 blocks).
 */
export const goodsSelectable = (
  goods: Partial<Pick<Contract.Goods, "is_buy" | "number">> | null | undefined,
): boolean =>
  goods === null ||
  goods === undefined ||
  (goods.is_buy !== 0 && (goods.number === undefined || goods.number > 0))

// id → index of a lines array, built once per lines array (selection changes keep the array).
const indexes = new WeakMap<ReadonlyArray<Selectable>, Map<string, number>>()

/** The index of the line with this id, or -1. */
export const indexOf = (lines: ReadonlyArray<Selectable>, id: string): number => {
  let map = indexes.get(lines)
  if (map === undefined) {
    map = new Map()
    for (let i = lines.length - 1; i >= 0; i--) map.set(lines[i]!.id, i)
    indexes.set(lines, map)
  }
  return map.get(id) ?? -1
}

// per lines array: which lines are selectable, and an all-false selection, to copy from
const masks = new WeakMap<
  ReadonlyArray<Selectable>,
  { readonly on: ReadonlyArray<boolean>; readonly off: ReadonlyArray<boolean> }
>()

const maskOf = (lines: ReadonlyArray<Selectable>) => {
  let m = masks.get(lines)
  if (m === undefined) {
    const on: Array<boolean> = []
    const off: Array<boolean> = []
    for (let i = 0; i < lines.length; i++) {
      on.push(lines[i]!.selectable)
      off.push(false)
    }
    m = { on, off }
    masks.set(lines, m)
  }
  return m
}

const withSelected = <S extends Selection>(state: S, selected: ReadonlyArray<boolean>): S => ({
  ...state,
  selected,
})

/** Selects or deselects every selectable line (others stay unselected). */
export const selectAll = <S extends Selection>(state: S, on: boolean): S => {
  const mask = maskOf(state.lines)
  return withSelected(state, (on ? mask.on : mask.off).slice())
}

/** Sets one line's selection; a non-selectable or unknown line is left as it is. */
export const setSelected = <S extends Selection>(state: S, id: string, on: boolean): S => {
  const i = indexOf(state.lines, id)
  if (i < 0 || !state.lines[i]!.selectable || state.selected[i] === on) return state
  const next = state.selected.slice()
  next[i] = on
  return withSelected(state, next)
}

/** Flips one line's selection (if selectable). */
export const toggle = <S extends Selection>(state: S, id: string): S => {
  const i = indexOf(state.lines, id)
  return i < 0 ? state : setSelected(state, id, state.selected[i] !== true)
}

/** Sets the selection of several lines at once (non-selectable ones are skipped). */
export const setMany = <S extends Selection>(
  state: S,
  ids: ReadonlyArray<string>,
  on: boolean,
): S => {
  const wanted = new Set(ids)
  const next = state.selected.slice()
  for (let i = 0; i < state.lines.length; i++) {
    const l = state.lines[i]!
    if (wanted.has(l.id) && l.selectable) next[i] = on
  }
  return withSelected(state, next)
}

/** True when there is at least one selectable line and every selectable line is selected. */
export const allSelected = (state: Selection): boolean => {
  let any = false
  for (let i = 0; i < state.lines.length; i++) {
    if (!state.lines[i]!.selectable) continue
    any = true
    if (state.selected[i] !== true) return false
  }
  return any
}

/** Whether line `i` is selected. */
export const isSelected = (state: Selection, i: number): boolean => state.selected[i] === true

/** Ids of the selected lines, in line order. */
export const selectedIds = (state: Selection): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (let i = 0; i < state.lines.length; i++)
    if (state.selected[i] === true) out.push(state.lines[i]!.id)
  return out
}
