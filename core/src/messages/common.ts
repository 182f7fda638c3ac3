/** Words several shop pages share: notices, pagers, table columns, goods actions. */
import { text } from "./glossary.ts"

export const common = {
  loading: "加载中…",
  retry: "重新加载",
  goShopping: "去逛逛",
  pager: "分页",
  prevPage: "上一页",
  nextPage: "下一页",
  /** `第 {n} 页` (a pager link's accessible name). */
  page: (n: number): string => `第 ${n} 页`,
  goods: "商品",
  goodsInfo: "商品信息",
  goodsName: "商品名称",
  price: "价格",
  unitPrice: "单价",
  quantity: "数量",
  amount: "小计",
  actions: "操作",
  marketPrice: "建议零售价",
  approval: "批准文号",
  expiry: "有效期至",
  ladder: "阶梯价",
  combination: "组合",
  shipping: "运费",
  /** `赠品 ×{n}` (gifts that come with a line). */
  gift: (n: number): string => `赠品 ×${n}`,
  /** `换购 ×{n}` (goods bought in trade with a line). */
  tradeIn: (n: number): string => `换购 ×${n}`,
  /** `{n}{unit}` (a quantity with its packing unit, e.g. 10盒). */
  withUnit: (n: number | string, unit: string): string => `${n}${unit}`,
  /** `{name} 购买数量` (a quantity input's accessible name). */
  quantityOf: (name: string): string => `${name} 购买数量`,
  /** `减少 {name} 数量` (the - button). */
  decrease: (name: string): string => `减少 ${name} 数量`,
  /** `增加 {name} 数量` (the + button). */
  increase: (name: string): string => `增加 ${name} 数量`,
  /** `收藏 {name}` */
  favoriteOf: (name: string): string => `${text["goods.favorite"]} ${name}`,
  /** `取消收藏 {name}` */
  unfavoriteOf: (name: string): string => `${text["goods.unfavorite"]} ${name}`,
  /** `删除 {name}` */
  deleteOf: (name: string): string => `${text["panel.delete"]} ${name}`,
} as const
