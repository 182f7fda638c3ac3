/**
 * Command-line entry of the dev back end: `npm start -w @mall/mock-server -- --port 4020
 * --host 127.0.0.1 --static ../web/dist --allowed-origin http://localhost:5173 --strict`.
 */
import { parseArgs } from "node:util"
import { resolve } from "node:path"
import { DEFAULT_HOST, DEFAULT_PORT, createServer } from "./server.ts"

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    static: { type: "string" },
    "allowed-origin": { type: "string", multiple: true },
    contract: { type: "string" },
    strict: { type: "boolean" },
    verbose: { type: "boolean" },
  },
  allowPositionals: false,
})

const port = Number(values.port ?? process.env.MOCK_PORT ?? DEFAULT_PORT)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid port: ${values.port ?? process.env.MOCK_PORT}`)
  process.exit(2)
}
const host = values.host ?? process.env.MOCK_HOST ?? DEFAULT_HOST
const allowed = values["allowed-origin"]
  ?.flatMap((v) => v.split(","))
  .map((v) => v.trim())
  .filter((v) => v !== "")

const mock = createServer({
  port,
  host,
  staticDir: values.static ? resolve(values.static) : null,
  allowedOrigins: allowed && allowed.length > 0 ? allowed : null,
  ...(values.contract ? { contractFile: resolve(values.contract) } : {}),
  strict: values.strict ?? process.env.CONTRACT_STRICT === "1",
  verbose: values.verbose ?? false,
})

const { url } = await mock.listen(port, host)
const ops = mock.app.contract.operations.length
console.log(
  `医药批发商城 dev back end on ${url} (${ops} contract operations, ${mock.app.strict ? "strict" : "dev"} mode${values.static ? `, serving ${values.static}` : ""})`,
)
console.log(`control API: ${url}/__control/state · demo account: demo / demo123`)

const stop = (): void => {
  void mock.close().then(() => process.exit(0))
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
