/**
 * Cart reprice benchmark: carts of 1,000 and 5,000 lines; one reprice is a selection change
 * (select all / deselect all / toggle one line, in turn) followed by `Cart.totals`. Beside it, a
 * minimal hand-written loop over parallel typed arrays (the fastest layout, prepared outside the
 * timing) does the same arithmetic (selection copy, subtotal,
 * manjian-eligible sum, quantities, gifts, free-shipping check, best manjian tier, shipping
 * gap) in the same run, as the reference. The 5,000-line reprice must stay within 2x of it.
 *
 *   npm run bench -w @mall/core
 */
import * as Cart from "../src/Cart.ts"
import * as CartSelection from "../src/CartSelection.ts"
import * as Money from "../src/Money.ts"

const y = (fen: number): string => Money.toYuanString(Money.fen(fen))

/** A deterministic pseudo-random cart as the API sends it. */
const rawCart = (n: number): Cart.RawState => {
  let seed = 42
  const rnd = (m: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % m
  }
  const data: Array<Cart.RawLine> = []
  for (let i = 0; i < n; i++) {
    data.push({
      id: i + 1,
      number: 1 + rnd(40),
      price: y(100 + rnd(50000)),
      is_selected: rnd(2) === 0 ? 0 : 1,
      goods_type: rnd(10) === 0 ? 3 : 1,
      ...(rnd(5) === 0 ? { goods_manjian_amount: "0.00" } : {}),
      gift_data: { total: rnd(3), type: rnd(2) },
      goods: {
        id: 10000 + i,
        base_price: y(100 + rnd(50000)),
        is_buy: rnd(20) === 0 ? 0 : 1,
        number: rnd(30) === 0 ? 0 : 1000,
        ladder_price_type: rnd(2) === 0 ? 1 : 2,
        ladder_price: [
          { number: 10, price: y(90 + rnd(40000)) },
          { number: 30, price: y(80 + rnd(30000)) },
        ],
        is_free_shipping: rnd(3) === 0 ? 1 : 0,
        free_shipping_number: 1 + rnd(20),
      },
    })
  }
  return {
    data,
    shipping_data: { shipping_amount: "10.00", no_trans_order_amount: "800.00" },
    activity_data: {
      manjians: [
        { amount: "300", reduce: "20" },
        { amount: "500", reduce: "50" },
        { amount: "1000", reduce: "120" },
      ],
    },
  }
}

interface Plain {
  readonly ids: ReadonlyArray<string>
  readonly amount: Float64Array
  readonly manjian: Float64Array
  readonly quantity: Float64Array
  readonly gifts: Float64Array
  readonly selectable: Uint8Array
  readonly free: Uint8Array
  readonly tiers: ReadonlyArray<{ amount: number; reduce: number }>
  readonly fee: number
  readonly threshold: number
}

const plainOf = (s: Cart.State): Plain => ({
  ids: s.lines.map((l) => l.id),
  amount: Float64Array.from(s.lines, (l) => l.amount),
  manjian: Float64Array.from(s.lines, (l) => l.manjianAmount),
  quantity: Float64Array.from(s.lines, (l) => l.quantity),
  gifts: Float64Array.from(s.lines, (l) => l.gifts),
  selectable: Uint8Array.from(s.lines, (l) => (l.selectable ? 1 : 0)),
  free: Uint8Array.from(s.lines, (l) => (l.freeShipping ? 1 : 0)),
  tiers: s.manjians,
  fee: s.shipping?.fee ?? 0,
  threshold: s.shipping?.threshold ?? 0,
})

/** The reference: the same arithmetic as a minimal loop over parallel arrays. */
const plainReprice = (p: Plain, selected: Uint8Array, op: number): [Uint8Array, number] => {
  const n = p.amount.length
  let sel: Uint8Array
  if (op === 2) {
    sel = selected.slice()
    const i = (n >> 1) | 0
    if (p.selectable[i] === 1) sel[i] = sel[i] === 1 ? 0 : 1
  } else {
    sel = new Uint8Array(n)
    if (op === 0) for (let i = 0; i < n; i++) sel[i] = p.selectable[i]!
  }
  let count = 0
  let quantity = 0
  let subtotal = 0
  let eligible = 0
  let gifts = 0
  let allFree = true
  let selectable = 0
  let selectedSelectable = 0
  for (let i = 0; i < n; i++) {
    const ok = p.selectable[i] === 1
    if (ok) selectable++
    if (sel[i] !== 1 || !ok) continue
    selectedSelectable++
    count++
    quantity += p.quantity[i]!
    subtotal += p.amount[i]!
    eligible += p.manjian[i]!
    gifts += p.gifts[i]!
    if (p.free[i] !== 1) allFree = false
  }
  let reduction = 0
  for (const t of p.tiers) if (eligible >= t.amount && t.reduce > reduction) reduction = t.reduce
  if (reduction > subtotal) reduction = subtotal
  const goods = subtotal - reduction
  const fee = count === 0 || allFree || p.threshold === 0 || goods >= p.threshold ? 0 : p.fee
  const payable = goods + fee + (quantity + gifts + (selectedSelectable === selectable ? 1 : 0)) * 0
  return [sel, payable]
}

const coreReprice = (state: Cart.State, op: number, mid: string): [Cart.State, number] => {
  const next =
    op === 0
      ? CartSelection.selectAll(state, true)
      : op === 1
        ? CartSelection.selectAll(state, false)
        : CartSelection.toggle(state, mid)
  return [next, Cart.totals(next).payable]
}

const now = (): number => performance.now()

const measure = (n: number, rounds: number) => {
  const built0 = now()
  const state0 = Cart.fromApi(rawCart(n))
  const buildMs = now() - built0
  const plain = plainOf(state0)
  const mid = state0.lines[n >> 1]!.id
  let sink = 0

  const runCore = (iterations: number): number => {
    let s = state0
    const t0 = now()
    for (let k = 0; k < iterations; k++) {
      const [next, payable] = coreReprice(s, k % 3, mid)
      s = next
      sink += payable
    }
    return (now() - t0) / iterations
  }
  const runPlain = (iterations: number): number => {
    let sel: Uint8Array = Uint8Array.from(state0.selected, (b) => (b ? 1 : 0))
    const t0 = now()
    for (let k = 0; k < iterations; k++) {
      const [next, payable] = plainReprice(plain, sel, k % 3)
      sel = next
      sink += payable
    }
    return (now() - t0) / iterations
  }

  // check both compute the same payable
  for (let op = 0; op < 3; op++) {
    const selected = Uint8Array.from(state0.selected, (b) => (b ? 1 : 0))
    if (coreReprice(state0, op, mid)[1] !== plainReprice(plain, selected, op)[1]) {
      throw new Error(`reference and core disagree (op ${op})`)
    }
  }

  const iterations = Math.max(200, Math.round(2_000_000 / n))
  runCore(iterations) // warm up
  runPlain(iterations)
  const core: Array<number> = []
  const ref: Array<number> = []
  for (let r = 0; r < rounds; r++) {
    core.push(runCore(iterations))
    ref.push(runPlain(iterations))
  }
  const median = (xs: Array<number>): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
  return { n, buildMs, core: median(core), ref: median(ref), sink }
}

const results = [measure(1000, 7), measure(5000, 7)]
console.log(`cart reprice (select/deselect/toggle + totals), Node ${process.version}`)
console.log("lines  | core µs/reprice | plain loop µs/reprice | ratio | Cart.fromApi ms (once)")
for (const r of results) {
  console.log(
    [
      String(r.n).padEnd(6),
      (r.core * 1000).toFixed(1).padStart(15),
      (r.ref * 1000).toFixed(1).padStart(21),
      (r.core / r.ref).toFixed(2).padStart(5),
      r.buildMs.toFixed(1),
    ].join(" | "),
  )
}
const big = results[1]!
const ratio = big.core / big.ref
if (ratio > 2) {
  console.error(`5,000-line reprice is ${ratio.toFixed(2)}x the plain loop (limit 2x)`)
  process.exitCode = 1
} else {
  console.log(`5,000-line reprice within 2x of the plain loop (${ratio.toFixed(2)}x)`)
}
