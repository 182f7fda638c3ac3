/** The system pages' words: 页面不存在, 活动不存在 and a route that failed to load. */

export const system = {
  notFoundHint: "抱歉，您访问的页面不存在",
  noActivityHint: "您访问的活动不存在或已结束",
  pageError: "页面加载出错",
} as const
