/** The words of the goods list and search result pages. */
import { pageTitles, text } from "./glossary.ts"

export const goodsList = {
  allGoods: "全部商品",
  list: pageTitles.list_index,
  category: "分类",
  categoryGeneral: "药品",
  categoryZy: "中药饮片",
  categoryQx: "医疗器械",
  all: "全部",
  sort: "排序",
  order: { default: "综合", sales: "销量", price_asc: "价格从低到高", price_desc: "价格从高到低" },
  views: "显示方式",
  view: { grid: "大图", table: "列表", noImage: "无图" },
  /** `共 {n} 件商品` */
  total: (n: number): string => `共 ${n} 件商品`,
  /** `“{keywords}”的搜索结果` */
  searchResult: (keywords: string): string => `“${keywords}”的搜索结果`,
  searchMode: { 1: `按${text["search.mode.name"]}`, 2: `按${text["search.mode.maker"]}` },
  noGoods: "暂无符合条件的商品",
  loadFailed: "商品加载失败",
  buy: "购买",
} as const
