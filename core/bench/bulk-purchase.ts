/**
 * Bulk-purchase benchmark: 500 pasted rows (and the same as a CSV sheet) against a catalogue of
 * 5,000 goods. One round is what happens between the buyer's click and the table: parse the
 * rows, find the candidates of every row (the back end's work, `candidates` over the index), and
 * resolve every row (quantities rounded to the pack, duplicates merged) into the cart lines.
 * The index is built once, as the back end does at its first request. Each figure is the median
 * of 9 rounds after a warm-up; the run fails when a 500-row round takes 1 s or more.
 *
 *   npx tsx core/bench/bulk-purchase.ts
 */
import * as BulkIndex from "../src/BulkIndex.ts"
import * as BulkPurchase from "../src/BulkPurchase.ts"
import * as BulkRows from "../src/BulkRows.ts"

const ROWS = 500
const GOODS = 5000

let seed = 7
const rnd = (m: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % m
}
const SYLLABLES =
  "感冒灵颗粒阿莫西林胶囊复方丹参滴丸连花清瘟维生素钙片板蓝根健胃消食布洛芬缓释云南白药"
const LATIN = "abcdefghjklmnpqrstwxyz"
const word = (n: number): string =>
  Array.from({ length: n }, () => SYLLABLES[rnd(SYLLABLES.length)]).join("")

const catalogue: BulkIndex.Indexable[] = Array.from({ length: GOODS }, (_, i) => {
  const name = word(3 + rnd(5))
  const initials = Array.from(name, () => LATIN[rnd(LATIN.length)]).join("")
  return {
    id: i + 1,
    name,
    initials,
    mnemonic: initials,
    pzwh: `国药准字${rnd(2) ? "Z" : "H"}${String(10000000 + i * 37).slice(0, 8)}`,
    barcode: `690${String(i + 1).padStart(10, "0")}`,
    sccj: `${word(4)}制药有限公司`,
    ypgg: `${1 + rnd(50)}g*${1 + rnd(30)}袋`,
  }
})
const wire = new Map<number, BulkPurchase.Goods>(
  catalogue.map((g) => [
    g.id,
    {
      id: g.id,
      name: g.name,
      base_price: "12.30",
      bzdw: "盒",
      is_buy: rnd(20) === 0 ? 0 : 1,
      number: rnd(30) === 0 ? 0 : 5000,
      zbz: 1 + rnd(20),
      ck_id: 1,
      ladder_price: [],
    },
  ]),
)

// A realistic paste: names, approval numbers, barcodes, initials, typos that match nothing.
const keys = Array.from({ length: ROWS }, (_, i) => {
  const g = catalogue[rnd(GOODS)] as BulkIndex.Indexable
  switch (i % 5) {
    case 0:
      return g.barcode
    case 1:
      return g.pzwh
    case 2:
      return g.name
    case 3:
      return `${g.name} ${g.ypgg}`
    default:
      return i % 10 === 4 ? "不存在的商品名称" : g.initials
  }
})
const text = keys.map((k, i) => `${k} ${1 + (i % 37)}盒`).join("\n")
const csv = ["商品名称,数量", ...keys.map((k, i) => `"${k}",${1 + (i % 37)}`)].join("\r\n")

const timeIt = (f: () => void): number => {
  const t = performance.now()
  f()
  return performance.now() - t
}
const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

const indexMs = timeIt(() => BulkIndex.build(catalogue))
const index = BulkIndex.build(catalogue)

const round = (input: string, parse: (s: string) => BulkRows.Parsed) => (): void => {
  const { rows } = parse(input)
  const answers = rows.map((r) => {
    const c = BulkIndex.candidates(index, { keyword: r.key, maker: r.maker, spec: r.spec })
    return { by: c.by, ids: c.ids }
  })
  const resolved = BulkPurchase.resolveAll(rows, answers, wire)
  BulkPurchase.cartLines(resolved)
}

const results: [string, number][] = []
for (const [name, f] of [
  ["500 pasted lines", round(text, BulkRows.parseText)],
  ["500-row CSV sheet", round(csv, BulkRows.parseCsv)],
] as const) {
  f()
  results.push([name, median(Array.from({ length: 9 }, () => timeIt(f)))])
}

console.log(`catalogue ${GOODS} goods, index built in ${indexMs.toFixed(1)} ms`)
for (const [name, ms] of results)
  console.log(`${name}: parse + match + resolve ${ms.toFixed(1)} ms`)
const { rows } = BulkRows.parseText(text)
const summary = BulkPurchase.summary(
  BulkPurchase.resolveAll(
    rows,
    rows.map((r) => BulkIndex.candidates(index, { keyword: r.key })),
    wire,
  ),
)
console.log(`outcome: ${JSON.stringify(summary)}`)
if (results.some(([, ms]) => ms >= 1000)) {
  console.error("FAIL: a 500-row round took 1 s or more")
  process.exit(1)
}
