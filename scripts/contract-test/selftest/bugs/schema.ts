/** Answers that break the schema: an undeclared status, a required field left out, a 500. */
import type { Bug } from "../proxy.ts"
import { answer } from "../proxy.ts"
import { data } from "../hooks.ts"

export const schemaBugs: Bug[] = [
  {
    id: "cart-total-status-202",
    op: "getCartTotal",
    breaks: "openapi.yaml GET /api/cart/total responses: 200 (202 is not declared)",
    what: "the cart count answers HTTP 202",
    response: (req, res) =>
      req.op === "getCartTotal" && res.status === 200 ? { ...res, status: 202 } : res,
  },
  {
    id: "order-without-goods-amount",
    op: "getOrderById",
    says: /required property 'goods_amount'/,
    breaks: "openapi.yaml OrderDetail required: goods_amount",
    what: "the order detail leaves out goods_amount",
    ...data("getOrderById", (d) => {
      const copy = { ...d }
      delete copy.goods_amount
      return copy
    }),
  },
  {
    id: "goods-list-500",
    op: "getGoodsList",
    breaks: "docs/contract.md: never a 5xx",
    what: "the goods list fails with HTTP 500",
    response: (req, res) =>
      req.op === "getGoodsList"
        ? { ...answer(null, "系统繁忙，请稍后再试", 500), headers: res.headers }
        : res,
  },
]
