/**
 * Words of the favourites page that core's catalogue (`@mall/core/Messages`) does not hold yet,
 * in one table so they move there in one step. Everything else comes from Messages.
 */
export const favoritesText = {
  empty: "您还没有收藏商品",
  goShopping: "去逛逛",
  goods: "商品",
  price: "价格",
  actions: "操作",
  cancelOf: (name: string) => `取消收藏 ${name}`,
  loading: "加载中…",
  loadFailed: "收藏加载失败",
  retry: "重新加载",
  total: (n: number) => `共 ${n} 件`,
  pager: "分页",
  prev: "上一页",
  next: "下一页",
} as const
