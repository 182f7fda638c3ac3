/** A page of records as the paged calls answer it (`data` and the pager's numbers). */
export function pageOf<T>(data: ReadonlyArray<T>, current = 1, last = 1, perPage = 20) {
  return {
    data: [...data],
    current_page: current,
    last_page: last,
    per_page: perPage,
    total: (last - 1) * perPage + data.length,
  }
}
