/**
 * Interface words the shell needs that core's catalogue (`@mall/core/Messages`) does not hold
 * yet. Kept in this one table so they move to the catalogue in one step; everything else comes
 * from Messages.
 */
export const shellText = {
  allCategories: "全部商品分类",
  welcome: "您好，欢迎来到",
  mainNav: "主导航",
  accountNav: "账户导航",
  close: "关闭",
  username: "用户名",
  password: "密码",
  loginSubmit: "登 录",
  loginHeading: "企业会员登录",
  noAccount: "还没有账号？",
  licenceDrug: "药品经营许可证",
  licenceInternet: "互联网药品信息服务资格证书",
  copyright: (year: number, site: string) => `Copyright © ${year} ${site} 版权所有`,
  pageError: "页面加载出错",
  contractStatus: "签署状态",
  contractSigned: "已签署",
  contractUnsigned: "未签署",
  contractSign: "立即签署",
  contractAgree: "我已阅读并同意以上合同条款",
  contractSignedAt: "签署时间",
  signerName: "签署人姓名",
  qrHint: "扫码下载手机APP",
  chatTitle: "在线客服",
  qqService: (n: number) => `QQ客服${n}`,
  suggestions: "搜索建议",
  searchMode: "搜索类型",
  noActivityHint: "您访问的活动不存在或已结束",
  notFoundHint: "抱歉，您访问的页面不存在",
  drawClose: "关闭抽奖",
  rightPanel: "快捷工具栏",
} as const
