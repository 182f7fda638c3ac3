/** The favourites page's words (我的收藏). */

export const favorites = {
  empty: "您还没有收藏商品",
  loadFailed: "收藏加载失败",
  /** `共 {n} 件` */
  total: (n: number): string => `共 ${n} 件`,
} as const
