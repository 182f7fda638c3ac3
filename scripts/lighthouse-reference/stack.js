/**
 * The same list (page.js) on the product's stack, still without the shell: react-router routes
 * to it, and the answer is decoded with the contract's `GoodsPage` schema (effect/Schema) before
 * it is drawn, as every call of the app is.
 */
import { GoodsPage } from "@mall/core/generated/schema/GoodsPage"
import { Result, Schema } from "effect"
import { createElement as h } from "react"
import { BrowserRouter, useRoutes } from "react-router-dom"
import { goodsPage, mount } from "./page.js"

const decode = Schema.decodeUnknownResult(GoodsPage)

async function load() {
  const decoded = decode(await goodsPage())
  if (Result.isFailure(decoded)) throw new Error(String(decoded.failure.message))
  return decoded.success.data
}

function Routes({ page }) {
  return useRoutes([{ path: "*", element: page }])
}

mount(load, (page) => h(BrowserRouter, null, h(Routes, { page })))
