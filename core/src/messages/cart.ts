/** The cart page's words (step 1). */

export const cart = {
  heading: "我的购物车",
  selectAll: "全选",
  /** `选择 {name}` (a line's checkbox). */
  selectLine: (name: string): string => `选择 ${name}`,
  deleteSelected: "删除选中商品",
  /** `已选商品 {n} 种` */
  selectedCount: (n: number): string => `已选商品 ${n} 种`,
  subtotal: "商品总额",
  reduction: "满减优惠",
  freeShipping: "免运费",
  payable: "应付总额",
  checkout: "去结算",
  manjianTitle: "满减活动",
  reached: "已满足",
  notReached: "未满足",
  loadFailed: "购物车加载失败",
  lines: "购物车商品列表",
  filters: "商品筛选",
  groupEmpty: "该分类下暂无商品",
} as const
