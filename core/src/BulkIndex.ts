/**
 * The catalogue index the back end matches bulk purchase rows against (POST /api/goods/match): a
 * row's key is looked up by exact barcode, then exact approval number (with or without 国药准字),
 * then exact name, then exact pinyin initials or mnemonic, then names containing the key or
 * contained in it (initials starting with a latin key). The first kind that finds anything wins;
 * maker and spec hints (or words of the key) narrow it; at most `MAX_CANDIDATES` are given, best
 * first. Keys are compared lower case, half width and without spaces (`normalise`).
 */
import * as BulkRows from "./BulkRows.ts"

/** At most this many candidates are offered for an ambiguous row. */
export const MAX_CANDIDATES = 10

/** Lower case, half width, no spaces: the form keys are compared in. */
export const normalise = (s: string): string =>
  BulkRows.halfWidth(s).toLowerCase().replace(/\s+/g, "")

/** What the index needs of goods. */
export interface Indexable {
  readonly id: number
  readonly name: string
  /** Lower-case pinyin initials of the name. */
  readonly initials: string
  /** Mnemonic code (助记码), may equal the initials. */
  readonly mnemonic: string
  readonly pzwh: string
  readonly barcode: string
  readonly sccj: string
  readonly ypgg: string
}

export type MatchBy = "barcode" | "pzwh" | "name" | "initials" | "partial"

export interface Index {
  readonly goods: ReadonlyArray<Indexable>
  readonly byBarcode: ReadonlyMap<string, ReadonlyArray<Indexable>>
  readonly byPzwh: ReadonlyMap<string, ReadonlyArray<Indexable>>
  readonly byName: ReadonlyMap<string, ReadonlyArray<Indexable>>
  readonly byInitials: ReadonlyMap<string, ReadonlyArray<Indexable>>
  /** Normalised names, in `goods` order. */
  readonly names: ReadonlyArray<string>
}

const PZWH_PREFIX = /^国药准字/

const pushTo = (m: Map<string, Indexable[]>, k: string, g: Indexable): void => {
  if (k === "") return
  const list = m.get(k)
  if (list) {
    if (!list.includes(g)) list.push(g)
  } else m.set(k, [g])
}

/** The index of a catalogue (built once, looked up for every row). */
export const build = (goods: ReadonlyArray<Indexable>): Index => {
  const byBarcode = new Map<string, Indexable[]>()
  const byPzwh = new Map<string, Indexable[]>()
  const byName = new Map<string, Indexable[]>()
  const byInitials = new Map<string, Indexable[]>()
  for (const g of goods) {
    pushTo(byBarcode, normalise(g.barcode), g)
    const p = normalise(g.pzwh)
    pushTo(byPzwh, p, g)
    pushTo(byPzwh, p.replace(PZWH_PREFIX, ""), g)
    pushTo(byName, normalise(g.name), g)
    pushTo(byInitials, g.initials.toLowerCase(), g)
    pushTo(byInitials, g.mnemonic.toLowerCase(), g)
  }
  return {
    goods,
    byBarcode,
    byPzwh,
    byName,
    byInitials,
    names: goods.map((g) => normalise(g.name)),
  }
}

export interface Query {
  readonly keyword: string
  readonly maker?: string
  readonly spec?: string
}

export interface Candidates {
  readonly by: MatchBy | null
  /** Best first, at most `MAX_CANDIDATES`. */
  readonly ids: ReadonlyArray<number>
  /** How many goods matched before the cut. */
  readonly total: number
}

const LATIN = /^[a-z0-9]+$/

const narrow = (
  found: ReadonlyArray<Indexable>,
  q: Query,
  key: string,
): ReadonlyArray<Indexable> => {
  let list = found
  const hint = (value: string | undefined, of: (g: Indexable) => string): void => {
    const h = normalise(value ?? "")
    if (h === "" || list.length < 2) return
    const kept = list.filter((g) => {
      const v = normalise(of(g))
      return v !== "" && (v.includes(h) || h.includes(v))
    })
    if (kept.length > 0) list = kept
  }
  hint(q.maker, (g) => g.sccj)
  hint(q.spec, (g) => g.ypgg)
  if (list.length > 1) {
    // Words of the key beyond the name (a pasted "阿莫西林胶囊 0.25g*24粒 华北制药") narrow too.
    const kept = list.filter((g) => {
      const spec = normalise(g.ypgg)
      const maker = normalise(g.sccj)
      return (spec !== "" && key.includes(spec)) || (maker !== "" && key.includes(maker))
    })
    if (kept.length > 0) list = kept
  }
  return list
}

/** The goods a row's key may mean, and how they were found. */
export const candidates = (index: Index, q: Query): Candidates => {
  const key = normalise(q.keyword)
  if (key === "") return { by: null, ids: [], total: 0 }
  const pick = (by: MatchBy, found: ReadonlyArray<Indexable>): Candidates => {
    const list = narrow(found, q, key)
    return { by, ids: list.slice(0, MAX_CANDIDATES).map((g) => g.id), total: list.length }
  }
  const barcode = index.byBarcode.get(key)
  if (barcode) return pick("barcode", barcode)
  const pzwh = index.byPzwh.get(key) ?? index.byPzwh.get(key.replace(PZWH_PREFIX, ""))
  if (pzwh) return pick("pzwh", pzwh)
  const name = index.byName.get(key)
  if (name) return pick("name", name)
  const latin = LATIN.test(key)
  if (latin) {
    const initials = index.byInitials.get(key)
    if (initials) return pick("initials", initials)
  }
  const partial: Indexable[] = []
  index.goods.forEach((g, i) => {
    const n = index.names[i] ?? ""
    if (
      (latin && key.length >= 2 && (g.initials.startsWith(key) || g.mnemonic.startsWith(key))) ||
      (!latin && key.length >= 2 && n.includes(key)) ||
      (n.length >= 2 && key.includes(n))
    )
      partial.push(g)
  })
  if (partial.length === 0) return { by: null, ids: [], total: 0 }
  // Longest contained name first ("复方丹参滴丸" before "丹参"), then catalogue order.
  const longest = (g: Indexable): number => {
    const n = normalise(g.name)
    return key.includes(n) ? n.length : 0
  }
  partial.sort((a, b) => longest(b) - longest(a))
  const best = longest(partial[0] as Indexable)
  return pick("partial", best > 0 ? partial.filter((g) => longest(g) === best) : partial)
}
