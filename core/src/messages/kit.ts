/** Words of the shared page kit: list states, filters, forms and the member-centre menu. */

export const kit = {
  loadFailed: "加载失败",
  empty: "暂无数据",
  retry: "重新加载",
  search: "搜索",
  reset: "重置",
  dateFrom: "开始日期",
  dateTo: "结束日期",
  dateRange: "日期范围",
  /** The end of a date range is before its start. */
  dateRangeInverted: "结束日期不能早于开始日期",
  submit: "提交",
  submitting: "提交中…",
  saving: "保存中…",
  breadcrumb: "当前位置",
  home: "首页",
  memberMenu: "会员中心菜单",
  /** `共 {n} 条` (a list's total). */
  total: (n: number): string => `共 ${n} 条`,
  /** `{label}（{n}）` (a status tab with its count). */
  tabWithCount: (label: string, n: number): string => `${label}（${n}）`,
  required: "必填",
  sections: {
    zhzx: "账户中心",
    wdqb: "我的钱包",
    order: "订单中心",
    zzfw: "自助服务",
  },
} as const
