/** Matches request paths against OpenAPI-style templates (`/api/cart/{id}/edit`). */

export interface Match<T> {
  route: T
  params: Record<string, string>
}

interface Compiled<T> {
  route: T
  regex: RegExp
  names: string[]
}

export interface Router<T> {
  add(method: string, template: string, route: T): void
  match(method: string, path: string): Match<T> | null
  /** Whether any method is routed for this path (to tell 405 from 404). */
  hasPath(path: string): boolean
}

function compile(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = []
  const source = template
    .split("/")
    .map((segment) =>
      segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name: string | undefined) => {
        if (name !== undefined) {
          names.push(name)
          return "([^/]+)"
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      }),
    )
    .join("/")
  return { regex: new RegExp(`^${source}/?$`), names }
}

export function createRouter<T>(): Router<T> {
  const exact = new Map<string, T>()
  const patterns = new Map<string, Compiled<T>[]>()
  const paths = new Set<string>()
  const patternPaths: RegExp[] = []
  return {
    add(method, template, route) {
      const m = method.toUpperCase()
      if (!template.includes("{")) {
        exact.set(`${m} ${template}`, route)
        paths.add(template)
        return
      }
      const { regex, names } = compile(template)
      const list = patterns.get(m) ?? []
      list.push({ route, regex, names })
      // More literal text first, so /api/focus/brand/{id} beats /api/focus/{slot}.
      list.sort(
        (a, b) =>
          b.regex.source.replace(/\(\[\^\/\]\+\)/g, "").length -
          a.regex.source.replace(/\(\[\^\/\]\+\)/g, "").length,
      )
      patterns.set(m, list)
      patternPaths.push(regex)
    },
    match(method, path) {
      const m = method.toUpperCase()
      const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path
      const hit = exact.get(`${m} ${trimmed}`)
      if (hit !== undefined) return { route: hit, params: {} }
      for (const c of patterns.get(m) ?? []) {
        const found = c.regex.exec(path)
        if (!found) continue
        const params: Record<string, string> = {}
        let bad = false
        c.names.forEach((name, i) => {
          try {
            params[name] = decodeURIComponent(found[i + 1] ?? "")
          } catch {
            bad = true
          }
        })
        if (!bad) return { route: c.route, params }
      }
      return null
    },
    hasPath(path) {
      const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path
      return paths.has(trimmed) || patternPaths.some((r) => r.test(path))
    },
  }
}
