/**
 * An answer read with the schema that describes it: every scalar (`leaf`) and every object
 * (`object`) of the value, each with its schema resolved (through `$ref` and `allOf`, whose parts
 * are each visited with the same value) and its path from `data`.
 */
import type { Contract, Schema } from "../../contract.ts"

export type Row = Record<string, unknown>

export interface Visit {
  leaf?(schema: Schema, value: unknown, path: string): void
  object?(schema: Schema, value: Row, path: string): void
}

export function walk(
  contract: Contract,
  raw: unknown,
  value: unknown,
  path: string,
  visit: Visit,
  depth = 0,
): void {
  if (depth > 12 || value === null || value === undefined) return
  const s = contract.resolve(raw)
  for (const part of (s.allOf as unknown[] | undefined) ?? [])
    walk(contract, part, value, path, visit, depth + 1)
  if (Array.isArray(value)) {
    if (s.items)
      value.forEach((v, i) => walk(contract, s.items, v, `${path}[${i}]`, visit, depth + 1))
    return
  }
  if (typeof value === "object") {
    visit.object?.(s, value as Row, path)
    const props = (s.properties ?? {}) as Record<string, unknown>
    for (const [k, sub] of Object.entries(props))
      walk(contract, sub, (value as Row)[k], `${path}.${k}`, visit, depth + 1)
    return
  }
  if (!Array.isArray(s.allOf) || s.description !== undefined) visit.leaf?.(s, value, path)
}
