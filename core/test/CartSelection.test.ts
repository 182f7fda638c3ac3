import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import * as CartSelection from "../src/CartSelection.ts"
import { runs } from "./arbitraries.ts"

type Line = CartSelection.Selectable

/** A cart of lines `a`, `b`, … with the given selectable flags, all unselected. */
const cart = (...selectable: ReadonlyArray<boolean>): CartSelection.Selection<Line> => ({
  lines: selectable.map((s, i) => ({ id: String.fromCharCode(97 + i), selectable: s })),
  selected: selectable.map(() => false),
})

describe("CartSelection: worked examples", () => {
  it("goods without a goods object (a combination line) can be selected", () => {
    expect(CartSelection.goodsSelectable(undefined)).toBe(true)
    expect(CartSelection.goodsSelectable(null)).toBe(true)
    expect(CartSelection.goodsSelectable({ is_buy: 1, number: 0 })).toBe(false)
  })

  it("a click on a line selects it, a second click deselects it", () => {
    const s = cart(true, true)
    const once = CartSelection.toggle(s, "b")
    expect(once.selected).toEqual([false, true])
    expect(CartSelection.isSelected(once, 1)).toBe(true)
    expect(CartSelection.isSelected(once, 0)).toBe(false)
    expect(CartSelection.toggle(once, "b").selected).toEqual([false, false])
  })

  it("a line no longer in the cart changes nothing", () => {
    const s = cart(true, true)
    expect(CartSelection.setSelected(s, "gone", true).selected).toEqual([false, false])
    expect(CartSelection.toggle(s, "gone").selected).toEqual([false, false])
  })

  it("select-all is ticked only when every line that can be chosen is chosen", () => {
    expect(CartSelection.allSelected(cart())).toBe(false)
    expect(CartSelection.allSelected(cart(false, false))).toBe(false)
    const two = CartSelection.setSelected(cart(true, true, false), "a", true)
    expect(CartSelection.allSelected(two)).toBe(false)
    expect(CartSelection.allSelected(CartSelection.setSelected(two, "b", true))).toBe(true)
  })
})

describe("CartSelection: lines sharing an id", () => {
  it("a click on the id selects the first such line; a list of ids selects them all", () => {
    const twice: CartSelection.Selection<Line> = {
      lines: [
        { id: "x", selectable: true },
        { id: "a", selectable: true },
        { id: "a", selectable: true },
      ],
      selected: [false, false, false],
    }
    expect(CartSelection.indexOf(twice.lines, "a")).toBe(1)
    expect(CartSelection.indexOf(twice.lines, "x")).toBe(0)
    expect(CartSelection.indexOf(twice.lines, "b")).toBe(-1)
    expect(CartSelection.toggle(twice, "a").selected).toEqual([false, true, false])
    expect(CartSelection.setMany(twice, ["a"], true).selected).toEqual([false, true, true])
    expect(CartSelection.selectedIds(CartSelection.selectAll(twice, true))).toEqual(["x", "a", "a"])
  })
})

type Op =
  | { readonly kind: "all"; readonly on: boolean }
  | { readonly kind: "set"; readonly id: string; readonly on: boolean }
  | { readonly kind: "toggle"; readonly id: string }
  | { readonly kind: "many"; readonly ids: ReadonlyArray<string>; readonly on: boolean }

const scenario = fc.array(fc.boolean(), { maxLength: 8 }).chain((flags) => {
  const ids = [...flags.map((_, i) => String.fromCharCode(97 + i)), "gone"]
  const id = fc.constantFrom(...ids)
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant("all" as const), on: fc.boolean() }),
    fc.record({ kind: fc.constant("set" as const), id, on: fc.boolean() }),
    fc.record({ kind: fc.constant("toggle" as const), id }),
    fc.record({ kind: fc.constant("many" as const), ids: fc.array(id), on: fc.boolean() }),
  )
  return fc.tuple(fc.constant(flags), fc.array(op, { maxLength: 12 }))
})

describe("CartSelection: properties", () => {
  test.prop([scenario], runs)(
    "clicks select exactly the lines a buyer chose that can be chosen; select-all and the ids agree",
    ([flags, ops]) => {
      let state = cart(...flags)
      // what the buyer expects: a line that can be chosen follows the last click on it
      const chosen = new Map<string, boolean>()
      const canChoose = new Map(state.lines.map((l) => [l.id, l.selectable]))
      const click = (id: string, on: boolean) => {
        if (canChoose.get(id) === true) chosen.set(id, on)
      }
      for (const op of ops) {
        if (op.kind === "all") {
          state = CartSelection.selectAll(state, op.on)
          for (const l of state.lines) click(l.id, op.on)
        } else if (op.kind === "set") {
          state = CartSelection.setSelected(state, op.id, op.on)
          click(op.id, op.on)
        } else if (op.kind === "toggle") {
          state = CartSelection.toggle(state, op.id)
          click(op.id, chosen.get(op.id) !== true)
        } else {
          state = CartSelection.setMany(state, op.ids, op.on)
          for (const id of op.ids) click(id, op.on)
        }
      }
      const expected = state.lines.map((l) => chosen.get(l.id) === true)
      expect(state.selected).toEqual(expected)
      expected.forEach((on, i) => expect(CartSelection.isSelected(state, i)).toBe(on))
      expect(CartSelection.selectedIds(state)).toEqual(
        state.lines.filter((_, i) => expected[i]).map((l) => l.id),
      )
      const choosable = state.lines.filter((l) => l.selectable)
      expect(CartSelection.allSelected(state)).toBe(
        choosable.length > 0 && choosable.every((l) => chosen.get(l.id) === true),
      )
    },
  )
})
