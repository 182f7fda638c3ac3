/** Seeded pseudo-random numbers (mulberry32) so the seed catalogue is the same on every start. */

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max] inclusive. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T
  /** True with probability p. */
  chance(p: number): boolean
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => {
      const item = list[int(0, list.length - 1)]
      if (item === undefined) throw new Error("pick from an empty list")
      return item
    },
    chance: (p: number) => next() < p,
  }
}
