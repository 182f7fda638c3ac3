/**
 * For the browser benchmarks: builds the web app (unless `--no-build` is among the arguments) and
 * serves the build from the dev back end on one origin, as the browser tests do, with the control
 * API on: its calls must send `controlHeaders` (the per-start secret). `stop()` ends the back end
 * and its children. `staticDir` serves another folder instead (built already, never by this).
 */
import { spawn, spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"

const root = new URL("../..", import.meta.url).pathname

export async function serveBuiltApp({ port, args, staticDir = null }) {
  if (staticDir === null && !args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build", "-w", "@mall/web"], {
      cwd: root,
      stdio: "inherit",
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const secret = process.env.MALL_CONTROL_SECRET ?? randomBytes(24).toString("hex")
  const controlHeaders = { "x-mall-control": secret }
  const server = spawn(
    "npx",
    [
      "tsx",
      "mock-server/src/main.ts",
      "--port",
      String(port),
      "--static",
      staticDir ?? "web/dist",
      "--control",
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
      env: { ...process.env, MALL_CONTROL_SECRET: secret },
    },
  )
  const base = `http://127.0.0.1:${port}`
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  // up to 2 minutes: on a loaded machine tsx and the seed take their time
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop, controlHeaders }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error("the dev back end did not start")
}
