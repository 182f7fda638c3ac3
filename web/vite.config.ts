import { writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants as zlib, gzip } from "node:zlib"
import { defineConfig, loadEnv, type Plugin } from "vite"
import react from "@vitejs/plugin-react"
import * as Messages from "../core/src/Messages.ts"

/**
 * Dev back end (mock-server); /api and /static are proxied to it so its cookie is same-origin. The
 * proxy follows `MOCK_PORT` (`npm start`); `npm run start:prism` sends /api to Prism
 * (`MALL_API_TARGET`) and /static to the dev back end that draws the pictures (`MALL_STATIC_TARGET`).
 */
const BACKEND = `http://127.0.0.1:${process.env.MOCK_PORT ?? "4020"}`
const API_TARGET = process.env.MALL_API_TARGET ?? BACKEND
const STATIC_TARGET = process.env.MALL_STATIC_TARGET ?? BACKEND

/** Writes the site title (VITE_SITE_TITLE, else the catalogue's) into index.html's <title>. */
function siteTitle(title: string): Plugin {
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;")
  return {
    name: "mall-site-title",
    transformIndexHtml: (html) => html.replace("%SITE_TITLE%", escaped),
  }
}

/**
 * react-router's package exports point only at its development build (warnings and
 * checks); production builds use its production build.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
)
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, "dom-export.mjs") },
]

/**
 * signals-react subscribes each component through `useSyncExternalStore` from the
 * `use-sync-external-store` shim; every build, the dev server and the tests give it the app's own
 * (src/lib/useSyncExternalStore.ts: changes outside the user's input render as transitions).
 */
export const reactSyncExternalStore = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL("./src/lib/useSyncExternalStore.ts", import.meta.url)),
}

/**
 * react-router's build creates its components and contexts at module level
 * (`React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)`, then `X.displayName = …`)
 * without pure annotations, so the bundler keeps every one (NavLink, Form, fetchers,
 * ScrollRestoration's framework parts) even when unused. Those calls have no side effects: they
 * are marked pure and the displayName writes (devtools labels) dropped, line count kept so the
 * source map stays valid.
 */
function pureReactRouterFactories(): Plugin {
  return {
    name: "mall-pure-react-router-factories",
    apply: "build",
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, "$1/* @__PURE__ */ $2")
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, ""),
        map: null,
      }),
    },
  }
}

/**
 * Writes each emitted file's brotli (quality 11) and gzip (level 9) siblings beside it (`x.js.br`,
 * `x.js.gz`), once per build, for text files over 1 KiB that they make smaller: the dev back end
 * (mock-server/src/http/static.ts) serves them as they are instead of compressing every file at
 * each start, which cost each back end of a run seconds of CPU before its first answer.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
  const br = promisify(brotliCompress)
  const gz = promisify(gzip)
  return {
    name: "mall-precompress",
    apply: "build",
    writeBundle: async ({ dir }, bundle) => {
      const files = Object.values(bundle).filter(
        (f) => COMPRESSIBLE.test(f.fileName) && !f.fileName.startsWith("."),
      )
      await Promise.all(
        files.map(async (f) => {
          const body = Buffer.from(f.type === "chunk" ? f.code : f.source)
          if (body.length <= 1024 || dir === undefined) return
          const path = join(dir, f.fileName)
          const [brotli, gzipped] = await Promise.all([
            br(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ])
          if (brotli.length < body.length) await writeFile(`${path}.br`, brotli)
          if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped)
        }),
      )
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_")
  /**
   * `--mode gallery` builds the design system's gallery (gallery.html) alone, beside an app
   * already built in the same folder (the browser tests' build, whose screenshot check keeps it):
   * its own chunks, no manifest, the app's files left in place.
   */
  const gallery = mode === "gallery"
  const title = env.VITE_SITE_TITLE?.trim() || Messages.text["site.title"]
  return {
    plugins: [
      react({ babel: { plugins: [["module:@preact/signals-react-transform"]] } }),
      siteTitle(title),
      pureReactRouterFactories(),
      precompress(),
    ],
    resolve: {
      alias: [...(command === "build" ? productionReactRouter : []), reactSyncExternalStore],
    },
    optimizeDeps: {
      // every page's imports are pre-bundled at start, with the signals runtime the Babel transform
      // adds (which the scan cannot see): a page opened later never makes the dev server re-bundle
      // and reload the browser mid-visit
      entries: ["index.html", "src/**/*.tsx"],
      include: ["@preact/signals-react/runtime"],
    },
    server: {
      host: "127.0.0.1",
      port: 5173,
      strictPort: true,
      proxy: {
        "/api": { target: API_TARGET, changeOrigin: false },
        "/static": { target: STATIC_TARGET, changeOrigin: false },
      },
    },
    build: {
      target: "es2022",
      sourcemap: "hidden",
      // .vite/manifest.json: which chunks and CSS each page module needs, for the server to name
      // them in the first load's HTML (never served itself: a dot folder)
      manifest: !gallery,
      emptyOutDir: gallery ? false : undefined,
      // browsers without <link rel="modulepreload"> load the chunks when imported; no polyfill
      modulePreload: {
        polyfill: false,
        // index.html asks for every chunk the entry imports at once, beside the entry (not once
        // the entry has arrived and been parsed). A lazy chunk's list keeps its CSS only (needed
        // before it draws): the lists of its JavaScript, one per route in the entry, weighed
        // 4 KiB of the first load; a route's own chunks are named in the first load's HTML by the
        // server (routePreload.ts), and on a later visit come in its imports' order (ADR 12)
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === "html" ? deps : deps.filter((d) => d.endsWith(".css")),
      },
      rolldownOptions: {
        input: gallery ? "gallery.html" : "index.html",
        // reading a property has no side effects in this code base or its dependencies (no
        // getters run for effect); lets unused `obj.prop` reads and the code behind them go
        treeshake: { propertyReadSideEffects: false },
        output: {
          codeSplitting: gallery
            ? undefined
            : {
                groups: [
                  // the pinned libraries every page runs (React, the router, signals, effect), as one
                  // long-lived chunk cached across releases of the app
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@preact|use-sync-external-store|effect)[\\/]/,
                  },
                  // everything else the entry imports statically, as one chunk: the bundler would
                  // otherwise split modules that lazy routes share with the entry into small chunks
                  // the entry loads anyway (each one more request and less gzip context)
                  { name: "shell", tags: ["$initial"] },
                  // the goods bits nearly every shop page shows (price, tag, ladder hint), together
                  {
                    name: "goods-bits",
                    test: /web[\\/]src[\\/]lib[\\/]ui[\\/](Price|Tag)\.tsx|core[\\/]src[\\/](LadderPrice|TagColour)\.ts|core[\\/]src[\\/]messages[\\/]pricing\.ts/,
                  },
                ],
              },
        },
      },
    },
  }
})
