/**
 * The code a page needs beyond the entry, for the HTML of its first load. The build's manifest
 * (`.vite/manifest.json`, web's `build.manifest`) names each lazy page module
 * (`src/routes/<name>.tsx`) with the chunks it imports and their CSS; a path's page comes from
 * core's route table (redirects followed, an unknown path is the not-found page). `tagsFor` gives
 * `<link rel="modulepreload">` for those chunks and `<link rel="preload" as="style">` for their
 * CSS, so the browser asks for them beside the entry instead of after the entry has run. Chunks
 * the entry imports itself are left out (index.html names them already). No manifest, no tags.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import * as Routes from "@mall/core/Routes"

interface ManifestChunk {
  readonly file: string
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}
type Manifest = Readonly<Record<string, ManifestChunk>>

export interface RoutePreload {
  /** The page route a path shows (its name), or null when the path leaves the site. */
  routeOf(pathname: string): string | null
  /**
   * The tags for a page's own chunks and CSS ("" when it has none or the build has no manifest),
   * worked out from the manifest on each call: the caller keeps what it makes of them.
   */
  tagsFor(routeName: string): string
}

function readManifest(root: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(root, ".vite", "manifest.json"), "utf8")) as Manifest
  } catch {
    return null
  }
}

/** Every key reachable from `key` through static imports, `key` included. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || manifest[key] === undefined) return into
  into.add(key)
  for (const next of manifest[key].imports ?? []) closure(manifest, next, into)
  return into
}

const escapeAttr = (s: string): string => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

export function createRoutePreload(root: string): RoutePreload {
  const manifest = readManifest(root)
  const entry = manifest === null ? new Set<string>() : closure(manifest, "index.html")
  const entryCss = new Set([...entry].flatMap((k) => manifest?.[k]?.css ?? []))

  return {
    routeOf(pathname) {
      const m = Routes.resolve(pathname)
      return m._tag === "Page" ? m.route.name : null
    },
    tagsFor(name) {
      if (manifest === null) return ""
      const own = [...closure(manifest, `src/routes/${name}.tsx`)].filter((k) => !entry.has(k))
      const scripts = own.map((k) => manifest[k]!.file)
      const styles = [...new Set(own.flatMap((k) => manifest[k]!.css ?? []))].filter(
        (css) => !entryCss.has(css),
      )
      return [
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`),
        ...styles.map(
          (f) => `<link rel="preload" as="style" crossorigin href="/${escapeAttr(f)}">`,
        ),
      ]
        .map((tag) => `  ${tag}\n`)
        .join("")
    },
  }
}
