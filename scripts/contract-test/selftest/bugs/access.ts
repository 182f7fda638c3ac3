/**
 * Who may see and change what: another company's order and address, a list without its session
 * check, a write without its Origin check, documents served to anyone or cached publicly, the
 * phone lookup unbraked, another company's store switched to.
 */
import type { Bug, Req, Upstream } from "../proxy.ts"
import { answer, get, jsonOf, withJson } from "../proxy.ts"
import {
  as,
  noteSignIn,
  notingSignIns,
  readsAcrossCompanies,
  rows,
  seen,
  tokenOf,
} from "../hooks.ts"
import type { Row } from "../hooks.ts"

/** The user ids of the stores of the company a session belongs to. */
async function storeIds(up: Upstream, req: Req): Promise<Set<string>> {
  const list = rows((await get(up, req, "/api/store"))?.data)
  return new Set(list.map((s) => String(s.user_id)))
}

/** A session seen signed in that belongs to another company than the request's, or null. */
async function otherCompany(
  req: Req,
  up: Upstream,
  state: Map<string, unknown>,
): Promise<string | null> {
  const mine = await storeIds(up, req)
  if (mine.size === 0) return null
  for (const t of [...seen(state).order].reverse()) {
    if (t === tokenOf(req)) continue
    const theirs = await storeIds(up, as(req, t))
    if (theirs.size > 0 && ![...theirs].some((id) => mine.has(id))) return t
  }
  return null
}

export const accessBugs: Bug[] = [
  {
    id: "foreign-order-readable",
    op: "getOrderById",
    says: /another company's order .* expected 403 or 404, got 200/,
    breaks: "docs/contract.md: 404 an id that … belongs to another company",
    what: "an order is shown to any signed-in company that asks for its id",
    ...readsAcrossCompanies("getOrderById"),
  },
  {
    id: "foreign-address-deletable",
    op: "deleteAddress",
    breaks: "docs/contract.md: 404 an id that … belongs to another company; nothing changes",
    what: "any company can delete an address by its id",
    ...readsAcrossCompanies("deleteAddress"),
  },
  {
    id: "order-list-without-session",
    op: "getOrderList",
    breaks: "docs/contract.md: without a valid session they answer HTTP 401, code 10001",
    what: "the order list forgets its session check and answers for the last account signed in",
    request(req, _up, state) {
      if (req.op !== "getOrderList" || req.headers.cookie?.includes("mall_session=")) return req
      const last = seen(state).order.at(-1)
      return last ? as(req, last) : req
    },
    ...notingSignIns,
  },
  {
    id: "foreign-origin-accepted",
    op: "postAddress",
    breaks:
      "docs/contract.md: 403 a write (POST, PUT, DELETE) with a foreign Origin header … refused; nothing changes",
    what: "adding an address does not check the Origin",
    request(req) {
      if (req.op !== "postAddress") return req
      const headers = { ...req.headers }
      delete headers.origin
      delete headers["sec-fetch-site"]
      return { ...req, headers }
    },
  },
  {
    id: "licence-pictures-public",
    op: "getUserZizhi",
    breaks: "openapi.yaml info: 本企业的文件是私有的 … 游客、其他企业的会话 … 一律答 HTTP 404",
    what: "licence pictures are served to anyone who has the link",
    ...readsAcrossCompanies(/^\/static\/zizhi\//),
  },
  {
    id: "invoices-cached-publicly",
    op: "getInvoiceList",
    breaks:
      "openapi.yaml info: 带该会话 Cookie 的 GET 答 200，Cache-Control 为 private（不得为 public）",
    what: "e-invoices are sent with Cache-Control: public",
    response(req, res) {
      if (!req.url.startsWith("/static/invoice/") || res.status !== 200) return res
      return { ...res, headers: { ...res.headers, "cache-control": "public, max-age=86400" } }
    },
  },
  {
    id: "phone-lookup-not-braked",
    op: "getUserPhoneByPhone",
    breaks:
      "openapi.yaml GET /api/user/phone/{phone}: 同一地址每分钟最多查询 10 次，超出的查询答 HTTP 429",
    what: "the phone lookup answers every lookup",
    response(req, res) {
      if (req.op !== "getUserPhoneByPhone" || res.status !== 429) return res
      return answer({ phone: req.params.phone ?? "", is_registered: 0 }, "获取成功")
    },
  },
  {
    id: "store-switch-foreign",
    op: "postStoreSwitch",
    says: /another company's store with the second account's session: expected 403 or 404, got 200/,
    breaks: "openapi.yaml POST /api/store/switch 其他单位的门店答 404，会话不变",
    what: "switching store looks the user up without the company: another company's store is answered as switched",
    response(req, res) {
      if (req.op !== "postStoreSwitch" || res.status !== 404) return res
      const id = Number(new URLSearchParams(req.body).get("user_id"))
      return answer({ user_id: id, company: "", name: "", phone: "", is_current: 1 }, "已切换门店")
    },
  },
  {
    id: "hmdd-lists-other-company",
    op: "getHmddList",
    breaks:
      "docs/contract.md: 404 an id that … belongs to another company; a company's 含麻 receipts are private",
    what: "the 含麻 receipt list is queried by order type only, so another company's receipts are listed too",
    async response(req, res, up, state) {
      noteSignIn(req, res, state)
      if (req.op !== "getHmddList" || res.status !== 200) return res
      const env = jsonOf(res)
      const page = env?.data as Row | undefined
      if (!env || !page) return res
      const other = await otherCompany(req, up, state)
      if (other === null) return res
      const theirs = await up.send(as(req, other))
      const more = rows((jsonOf(theirs)?.data as Row | undefined) ?? null)
      if (theirs.status !== 200 || more.length === 0) return res
      return withJson(res, {
        ...env,
        data: {
          ...page,
          data: [...rows(page), ...more],
          total: Number(page.total) + more.length,
        },
      })
    },
  },
]
