/**
 * Who may call: every call that needs a session, sent without one, answers 401 with code 10001;
 * every write with a foreign Origin answers 403 and changes nothing; the first account's orders,
 * addresses, cart lines, returns, after-sales, receipts and stores, read or written with the
 * second account's session (another company), answer 403 or 404 and change nothing.
 */
import { addBody, packOf } from "../carts.ts"
import { dataOf, envelopeOf, rowsOf } from "../checks.ts"
import type { Problem } from "../checks.ts"
import { isWrite } from "../contract.ts"
import type { Call, Exchange } from "../http.ts"
import { LAST } from "../scenario.ts"
import { FOREIGN_ORIGIN } from "../suite.ts"
import type { Suite } from "../suite.ts"

export async function withoutSession(suite: Suite): Promise<void> {
  for (const op of suite.contract.operations) {
    if (!suite.inScope(op) || !op.auth) continue
    if (suite.readOnly && isWrite(op)) continue
    const base = suite.good.get(op.id) ?? suite.exampleCall(op)
    await suite.send({ ...base, as: null }, "session", (x) =>
      x.status === 401 && envelopeOf(x)?.code === 10001
        ? []
        : [
            {
              cause: `a call that needs a session answers without one (expected 401 with code 10001)`,
              detail: `without a session: expected 401 with code 10001, got ${x.status} ${x.text.slice(0, 80)}`,
            },
          ],
    )
  }
}

/**
 * Sends each call of `calls` as `check`, then reads the first account's data: when it changed,
 * each call is sent again alone to name the ones that change it.
 */
async function unchanged(
  suite: Suite,
  check: "origin" | "ownership",
  calls: Call[],
  expected: (x: Exchange) => Problem[],
  changed: string,
): Promise<void> {
  const a = suite.accountA
  const before = await suite.fingerprint(a)
  for (const call of calls) await suite.send(call, check, expected)
  let last = await suite.fingerprint(a)
  if (last === before) return
  for (const call of calls) {
    const x = await suite.client.send(call)
    const now = await suite.fingerprint(a)
    if (now !== last) suite.file(call.op, check, [{ cause: changed, exchange: x }])
    last = now
  }
}

export async function foreignOrigin(suite: Suite): Promise<void> {
  const calls: Call[] = []
  for (const op of suite.contract.operations) {
    if (!suite.inScope(op) || !isWrite(op) || LAST.has(op.id) || op.id === "postAuthLogin") continue
    const base = suite.good.get(op.id) ?? suite.exampleCall(op)
    calls.push({ ...base, headers: { origin: FOREIGN_ORIGIN } })
  }
  await unchanged(
    suite,
    "origin",
    calls,
    (x) =>
      x.status === 403
        ? []
        : [
            {
              cause: "a write with a foreign Origin is not refused with 403",
              detail: `foreign Origin ${FOREIGN_ORIGIN}: expected 403, got ${x.status}`,
            },
          ],
    "a write with a foreign Origin changed the account's data",
  )
}

const OWNERSHIP = [
  "getOrderById",
  "getOrderLogistics",
  "postOrderPay",
  "postOrderCancel",
  "postOrderConfirm",
  "putAddress",
  "deleteAddress",
  "postCartEdit",
  "postCartCheckout",
  "postOrder",
  "getReturnById",
  "getAfterSaleById",
  "postHmddReceipt",
  "postReturn",
  "postStoreSwitch",
]

export async function ownership(suite: Suite): Promise<void> {
  const a = suite.accountA
  const b = suite.accountB
  const targets = OWNERSHIP.filter((id) => suite.has(id))
  if (!b) {
    for (const id of targets) suite.results.skip(id, "ownership: needs a second --account")
    return
  }
  const bag = suite.bag
  // A's things: a cart line, an unpaid order, a shipped order, an address, a return …
  const orders = await suite.client.send({
    op: suite.op("getOrderList"),
    as: a,
    query: { status: 0 },
  })
  const unpaid = rowsOf(dataOf(orders))[0]?.id as number | undefined
  const goods = (bag.goods as Record<string, unknown>[] | undefined) ?? []
  const g = goods[0]
  if (g)
    await suite.client.send({
      op: suite.op("postCart"),
      as: a,
      body: addBody([{ g, n: packOf(g) }]),
    })
  const cart = await suite.client.send({ op: suite.op("getCartList"), as: a })
  const lines = rowsOf(dataOf(cart)).map((l) => Number(l.id))
  const bAddresses = await suite.client.send({ op: suite.op("getAddressList"), as: b })
  const bAddress = rowsOf(dataOf(bAddresses))[0]?.id as number | undefined
  const stores = await suite.client.send({ op: suite.op("getStoreList"), as: a })
  const store = rowsOf(dataOf(stores)).find((s) => s.is_current === 1)?.user_id as
    number | undefined
  const shipped = (bag.shippedOrderIds as number[] | undefined)?.[0]
  const address = bag.addressId as number | undefined
  const line = (bag.shippedLine as { id: number } | undefined)?.id
  const order = (bag.orderId ?? bag.anyOrderId) as number | undefined
  const plan: Record<string, Partial<Call> | null> = {
    getOrderById: order ? { path: { id: order } } : null,
    getOrderLogistics: shipped ? { path: { id: shipped } } : null,
    postOrderPay: unpaid ? { path: { id: unpaid }, body: { pay_type: "wechat" } } : null,
    postOrderCancel: unpaid ? { path: { id: unpaid }, body: { reason: "契约测试" } } : null,
    postOrderConfirm: shipped ? { path: { id: shipped }, body: {} } : null,
    putAddress: address
      ? {
          path: { id: address },
          body: {
            consignee: "他人",
            phone: "13800138009",
            province: "广东省",
            city: "广州市",
            district: "天河区",
            address: "他人地址",
          },
        }
      : null,
    deleteAddress: address ? { path: { id: address } } : null,
    postCartEdit: lines[0] ? { path: { id: lines[0] }, body: { number: 1 } } : null,
    postCartCheckout: lines.length > 0 ? { body: { ids: lines } } : null,
    postOrder:
      lines.length > 0 && bAddress
        ? { body: { ids: lines, address_id: bAddress, pay_type: "wechat" } }
        : null,
    getReturnById: bag.returnId ? { path: { id: bag.returnId as number } } : null,
    getAfterSaleById: bag.afterSaleId ? { path: { id: bag.afterSaleId as number } } : null,
    postHmddReceipt: bag.hmddId
      ? { path: { id: bag.hmddId as number }, body: { receipt_image: "/static/upload/x.svg" } }
      : null,
    postReturn:
      shipped && line
        ? { body: { order_id: shipped, order_goods_ids: [line], numbers: [1], reason: "他人退货" } }
        : null,
    // switching the session to the first account's store (POST /api/store/switch: 其他单位的门店答 404)
    postStoreSwitch: store ? { body: { user_id: store } } : null,
  }
  const calls: Call[] = []
  for (const id of targets) {
    const op = suite.op(id)
    if (!suite.inScope(op)) continue
    const part = plan[id]
    if (!part) suite.results.skip(op, "ownership: the first account has nothing of this kind")
    else calls.push({ op, as: b, path: {}, query: {}, body: op.body ? {} : null, ...part })
  }
  const kind = (id: string) =>
    id.includes("Address")
      ? "address"
      : id.includes("Cart") || id === "postOrder"
        ? "cart lines"
        : id.includes("Return")
          ? "return"
          : id.includes("AfterSale")
            ? "after-sales request"
            : id.includes("Store")
              ? "store"
              : "order"
  await unchanged(
    suite,
    "ownership",
    calls,
    (x) =>
      x.status === 403 || x.status === 404
        ? []
        : [
            {
              cause: "another company's things are not refused with 403 or 404",
              detail: `another company's ${kind(x.op.id)} with the second account's session: expected 403 or 404, got ${x.status}`,
            },
          ],
    "another company's session changed the first account's data",
  )
}

/** Every record of a list (its first pages) read with one account's session. */
async function listed(suite: Suite, id: string, as: string): Promise<Exchange[]> {
  const out: Exchange[] = []
  for (let page = 1; page <= 10; page++) {
    const x = await suite.send({ op: suite.op(id), as, query: { page } }, "ownership")
    out.push(x)
    const last = Number((dataOf(x) as Record<string, unknown> | null)?.last_page ?? 1)
    if (!(page < last)) break
  }
  return out
}

/**
 * A company's lists hold only its own records: a list whose records are refused to another
 * company by id (an operation at its path and `/{id}` among the ownership targets: orders,
 * returns, after-sales, 含麻 receipts, addresses) holds no record of the same id for both
 * accounts. Filed at the list.
 */
export async function listsApart(suite: Suite): Promise<void> {
  const a = suite.accountA
  const b = suite.accountB
  if (!b) return
  const owned = OWNERSHIP.filter((id) => suite.has(id)).map((id) => suite.op(id).path)
  for (const op of suite.contract.operations) {
    if (op.method !== "GET" || !op.auth || !suite.inScope(op)) continue
    if (op.params.some((p) => p.in === "path" || p.required)) continue
    if (!owned.some((path) => path.startsWith(`${op.path}/{`))) continue
    const mine = await listed(suite, op.id, a)
    const ids = new Set(mine.flatMap((x) => rowsOf(dataOf(x)).map((r) => String(r.id))))
    const theirs = await listed(suite, op.id, b)
    const shared = theirs
      .flatMap((x) => rowsOf(dataOf(x)).map((r) => String(r.id)))
      .filter((id) => ids.has(id))
    suite.file(
      op,
      "ownership",
      shared.length === 0
        ? []
        : [
            {
              cause: "a company's list holds another company's records",
              detail: `${op.method} ${op.path}: the records ${shared.slice(0, 5).join(", ")} are listed for both accounts (two companies)`,
              exchange: mine[0],
            },
          ],
      mine[0],
    )
  }
}
