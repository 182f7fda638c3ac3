/** The product detail page's words. */
import { pageTitles } from "./glossary.ts"

export const goodsDetail = {
  home: pageTitles.index,
  list: pageTitles.list_index,
  breadcrumb: "当前位置",
  price: "采购价",
  batch: "批号",
  productionDate: "生产日期",
  pack: "中包装",
  caseSize: "件装量",
  warehouse: "发货仓库",
  brand: "品牌",
  freeShipping: "包邮",
  images: "商品图片",
  /** `查看第 {n} 张图片` (a thumbnail button). */
  imageN: (n: number): string => `查看第 ${n} 张图片`,
  description: pageTitles.list_info,
  instructions: "说明书",
  related: "相关商品",
  loadFailed: "商品不存在或已下架",
  backToList: "返回商品列表",
} as const
