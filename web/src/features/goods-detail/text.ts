/**
 * Words of the product detail page that core's catalogue (`@mall/core/Messages`) does not hold
 * yet, in one table so they move there in one step. Everything else comes from Messages.
 */
export const detailText = {
  price: "采购价",
  marketPrice: "建议零售价",
  approval: "批准文号",
  batch: "批号",
  productionDate: "生产日期",
  expiry: "有效期至",
  pack: "中包装",
  caseSize: "件装量",
  warehouse: "发货仓库",
  brand: "品牌",
  ladder: "阶梯价",
  freeShipping: "包邮",
  images: "商品图片",
  imageN: (n: number) => `查看第 ${n} 张图片`,
  description: "商品详情",
  instructions: "说明书",
  related: "相关商品",
  loading: "加载中…",
  loadFailed: "商品不存在或已下架",
  backToList: "返回商品列表",
  info: "商品信息",
  home: "首页",
  list: "商品列表",
  breadcrumb: "当前位置",
} as const
