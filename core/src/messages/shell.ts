/** The words of the shell around every page: header, search box, footer, right panel, service, lucky draw. */
import { text } from "./glossary.ts"

export const shell = {
  /** The top bar's greeting before the site title. */
  welcome: "您好，欢迎来到",
  allCategories: "全部商品分类",
  mainNav: "主导航",
  accountNav: "账户导航",
  rightPanel: "快捷工具栏",
  /** Under the app's QR code (header popover and right panel). */
  qrHint: `扫码下载${text["header.app"]}`,
  searchMode: "搜索类型",
  suggestions: "搜索建议",
  chatTitle: text["panel.service"],
  /** The chat dialog's close button (the frame inside cannot pass Esc on to the page). */
  chatClose: "关闭",
  /** `QQ客服{n}` (an instant-message link of the customer service). */
  qqService: (n: number): string => `QQ客服${n}`,
  drawClose: "关闭抽奖",
  licenceDrug: "药品经营许可证",
  licenceInternet: "互联网药品信息服务资格证书",
  /** `Copyright © {year} {site} 版权所有` */
  copyright: (year: number, site: string = text["site.title"]): string =>
    `Copyright © ${year} ${site} 版权所有`,
} as const
