/** Goods search: by name, maker, approval number or pinyin initials / mnemonic (gmlj → 感冒灵颗粒). */
import type { Goods } from "../state/types.ts"

export function normaliseKeyword(raw: string): string {
  return raw.trim().toLowerCase()
}

const LATIN = /^[a-z0-9]+$/

/** Whether goods match a keyword (name, maker, approval number, or initials when the keyword is latin). */
export function matchesGoods(g: Goods, keyword: string): boolean {
  if (keyword === "") return true
  if (
    g.name.toLowerCase().includes(keyword) ||
    g.sccj.toLowerCase().includes(keyword) ||
    g.pzwh.toLowerCase().includes(keyword)
  )
    return true
  return (
    LATIN.test(keyword) &&
    (g.initials.startsWith(keyword) ||
      g.mnemonic.startsWith(keyword) ||
      g.initials.includes(keyword))
  )
}

export function matchesName(g: Goods, keyword: string): boolean {
  if (g.name.toLowerCase().includes(keyword)) return true
  return LATIN.test(keyword) && (g.initials.startsWith(keyword) || g.mnemonic.startsWith(keyword))
}

export function matchesMaker(g: Goods, keyword: string): boolean {
  if (g.sccj.toLowerCase().includes(keyword)) return true
  return LATIN.test(keyword) && g.makerInitials.startsWith(keyword)
}

/**
 * Suggestions: distinct drug names (type 1, with the id and maker of the best-selling goods of
 * that name) or distinct makers (type 2), ten at most.
 */
export function suggestions(
  goods: readonly Goods[],
  raw: string,
  type: 1 | 2,
): { id?: number; name: string; sccj?: string }[] {
  const keyword = normaliseKeyword(raw)
  if (keyword === "") return []
  const out: { id?: number; name: string; sccj?: string }[] = []
  const seen = new Set<string>()
  // Best first: names starting with the keyword or its initials, then the rest by sales.
  const ranked = [...goods].sort((a, b) => b.sales - a.sales)
  for (const g of ranked) {
    if (out.length >= 10) break
    if (type === 1) {
      if (!matchesName(g, keyword)) continue
      if (seen.has(g.name)) continue
      seen.add(g.name)
      out.push({ id: g.id, name: g.name, sccj: g.sccj })
    } else {
      if (!matchesMaker(g, keyword) || seen.has(g.sccj)) continue
      seen.add(g.sccj)
      out.push({ name: g.sccj, sccj: g.sccj })
    }
  }
  return out
}
