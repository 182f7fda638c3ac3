/** Keys with a call in flight (a line being saved, a favourite being changed), kept in a signal. */
import type { Signal } from "@preact/signals-react"

/** Puts `key` in `busy` while `work` runs, then takes it out and returns what `work` gave. */
export async function whileBusy<K, T>(
  busy: Signal<ReadonlySet<K>>,
  key: K,
  work: () => Promise<T>,
): Promise<T> {
  busy.value = new Set(busy.value).add(key)
  const result = await work()
  const rest = new Set(busy.value)
  rest.delete(key)
  busy.value = rest
  return result
}
