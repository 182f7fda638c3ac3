/**
 * The reference goods list (index.html, stack.html): a plain header, then the first page of
 * `GET /api/goods/list` as 20 cards (picture, name, maker, spec, price, a button), with boxes of
 * the cards' size until the answer arrives. `mount` takes how the goods are read and what wraps
 * the page, so that each reference adds only what it names.
 */
/* global document */
import { createElement as h, useEffect, useState } from "react"
import { createRoot } from "react-dom/client"
import "./reference.css"

function Card({ goods }) {
  return h(
    "li",
    { className: "card" },
    h("img", { src: goods.goods_image[0], width: 200, height: 200, alt: goods.name }),
    h("p", { className: "name" }, goods.name),
    h("p", { className: "faint" }, goods.sccj),
    h("p", { className: "faint" }, goods.ypgg),
    h("p", { className: "price" }, `¥${goods.base_price}`),
    h("button", { type: "button" }, "加入购物车"),
  )
}

function List({ load }) {
  const [goods, setGoods] = useState(null)
  useEffect(() => {
    load().then(setGoods)
  }, [load])
  return h(
    "ul",
    { className: "grid" },
    goods === null
      ? Array.from({ length: 20 }, (_, i) => h("li", { key: i, className: "card" }))
      : goods.map((g) => h(Card, { key: g.id, goods: g })),
  )
}

function Page({ load }) {
  return [
    h(
      "header",
      { key: "header", className: "header" },
      h("div", { className: "top" }, "您好，欢迎来到医药批发商城！ 登录 免费注册"),
      h(
        "div",
        { className: "main" },
        h("span", { className: "logo" }, "医药批发商城"),
        h("input", { placeholder: "请输入药品名称或拼音首字母，如：gmlj", "aria-label": "搜索" }),
        h("button", { type: "button" }, "搜索"),
      ),
    ),
    h("main", { key: "main" }, h("h1", null, "商品列表"), h(List, { load })),
  ]
}

/** The first page of goods, as the API answers it (the envelope's `data`). */
export async function goodsPage() {
  const response = await fetch("/api/goods/list?page=1", { credentials: "include" })
  return (await response.json()).data
}

/** Renders the page into `#root`; `wrap` (the page's element → the root element) is optional. */
export function mount(load, wrap = (page) => page) {
  createRoot(document.getElementById("root")).render(wrap(h(Page, { load })))
}
