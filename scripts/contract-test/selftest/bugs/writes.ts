/**
 * Writes answered but not kept: a quantity edit, a selection, an address changed or deleted, a
 * favourite cancelled, messages marked read, a batch delete, a quick add by the pack, and the cart
 * count that does not follow.
 */
import type { Bug } from "../proxy.ts"
import { answer, formOf, get, withBody } from "../proxy.ts"
import { data, form, ok, positiveIds, rows } from "../hooks.ts"
import type { Row } from "../hooks.ts"

export const writeBugs: Bug[] = [
  {
    id: "cart-edit-not-kept",
    op: "postCartEdit",
    breaks:
      "openapi.yaml POST /api/cart/{id}/edit 修改购物车行数量 (the line's number is what was sent)",
    what: "the edit answers the line with the new quantity but does not save it",
    async request(req, up) {
      if (req.op !== "postCartEdit") return req
      const n = Number(formOf(req).get("number"))
      if (!Number.isInteger(n) || n < 1) return req
      const cart = await get(up, req, "/api/cart/list")
      const line = rows(cart?.data).find((l) => String(l.id) === req.params.id)
      return line ? answer({ ...line, number: n }, "保存成功") : req
    },
  },
  {
    id: "cart-select-not-kept",
    op: "postCartBatchSelect",
    breaks: "openapi.yaml POST /api/cart/batch_select 批量勾选/取消勾选",
    what: "unselecting answers success but the lines stay selected",
    ...form("postCartBatchSelect", (f, req) =>
      f.get("is_selected") === "0" && positiveIds(f.getAll("ids")) && req.headers.cookie
        ? answer(null)
        : null,
    ),
  },
  {
    id: "address-delete-not-kept",
    op: "deleteAddress",
    breaks: "openapi.yaml DELETE /api/address/{id} 删除收货地址",
    what: "deleting an address answers success but keeps it",
    async request(req, up) {
      if (req.op !== "deleteAddress") return req
      const list = await get(up, req, "/api/address")
      return rows(list?.data).some((a) => String(a.id) === req.params.id)
        ? answer(null, "删除成功")
        : req
    },
  },
  {
    id: "address-update-not-kept",
    op: "putAddress",
    breaks: "openapi.yaml PUT /api/address/{id} 修改收货地址",
    what: "changing an address answers success but the old one stays",
    async request(req, up) {
      if (req.op !== "putAddress") return req
      const list = await get(up, req, "/api/address")
      const old = rows(list?.data).find((a) => String(a.id) === req.params.id)
      if (!old) return req
      const res = await up.send(req)
      if (!ok(res)) return res
      // put the old address back: the change is not kept
      const back = new URLSearchParams()
      for (const k of ["consignee", "phone", "province", "city", "district", "address"])
        back.set(k, String(old[k] ?? ""))
      back.set("is_default", String(old.is_default ?? 0))
      await up.send({
        ...withBody(req, back),
        headers: { ...req.headers, "content-type": "application/x-www-form-urlencoded" },
      })
      return res
    },
  },
  {
    id: "favourite-cancel-not-kept",
    op: "postFavoriteCancel",
    breaks: "openapi.yaml POST /api/favorite/cancel 取消收藏",
    what: "cancelling a favourite answers success but the goods stay in the favourites",
    async request(req, up) {
      if (req.op !== "postFavoriteCancel") return req
      const res = await up.send(req)
      if (ok(res)) await up.send({ ...req, url: "/api/favorite" })
      return res
    },
  },
  {
    id: "messages-read-not-kept",
    op: "postMessageRead",
    breaks: "openapi.yaml POST /api/message/read 标记已读",
    what: "marking messages read answers success and changes nothing",
    ...form("postMessageRead", (f, req) =>
      req.headers.cookie && positiveIds(f.getAll("ids")) && f.getAll("ids").length <= 200
        ? answer(null)
        : null,
    ),
  },
  {
    id: "batch-delete-first-only",
    op: "postCartBatchDelete",
    breaks: "openapi.yaml POST /api/cart/batch_delete 批量删除购物车行",
    what: "a batch delete deletes only the first line it names",
    ...form("postCartBatchDelete", (f) => {
      const ids = f.getAll("ids")
      if (ids.length < 2) return null
      f.delete("ids")
      f.append("ids", ids[0] ?? "")
      return f
    }),
  },
  {
    id: "cart-total-stale",
    op: "getCartTotal",
    breaks: "openapi.yaml GET /api/cart/total 购物车数量（data.total）",
    what: "the cart count is cached per session and does not follow adds and deletes",
    ...data("getCartTotal", (d, req, _up, state) => {
      const key = `total:${req.headers.cookie ?? ""}`
      if (!state.has(key)) state.set(key, d.total)
      return { ...d, total: state.get(key) }
    }),
  },
  {
    id: "quick-add-one-not-pack",
    op: "postCartQuickAdd",
    breaks: "openapi.yaml POST /api/cart/quick_add/{id} 快速加购（按中包装数量）",
    what: "quick add adds one piece, not the goods' pack (zbz)",
    async request(req, up) {
      if (req.op !== "postCartQuickAdd") return req
      const detail = await get(up, req, `/api/goods/detail/${req.params.id}`)
      const g = (detail?.data ?? {}) as Row
      if (Number(g.zbz ?? 1) <= 1) return req
      const f = new URLSearchParams({
        goods_id: String(g.id),
        price: String(g.base_price),
        number: "1",
        ck_id: "0",
      })
      return {
        ...req,
        method: "POST",
        url: "/api/cart",
        body: f.toString(),
        headers: { ...req.headers, "content-type": "application/x-www-form-urlencoded" },
      }
    },
  },
]
