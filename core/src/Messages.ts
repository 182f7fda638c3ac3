/**
 * The message catalogue: every Chinese string the product shows, under the keys of the product
 * wording table (glossary), verbatim. Strings with placeholders are template functions; amounts
 * are passed as fen and printed with two decimals, floored. Form and cart-input messages and the
 * interface words of the shop pages (`common`, `home`, `goodsList`, `goodsDetail`, `cart`,
 * `checkout`, `favorites`) and of the shell and account pages (`shell`, `auth`, `contract`,
 * `system`), which the wording table does not list, live here too so that views never spell text
 * themselves; where such a word is in the table, it is taken from there.
 */
import * as Money from "./Money.ts"
import type { Fen } from "./Money.ts"

/** Fixed strings, keyed as in the wording table. */
export const text = {
  "site.title": "医药批发商城",
  lang: "zh-CN",
  "alert.title": "温馨提示",
  "error.busy": "系统繁忙，请稍后再试",
  "error.timeout": "请求超时，请刷新页面",
  "error.timeout.button": "刷新",
  "cart.delete.confirm": "确定删除该商品吗？",
  "cart.empty": "购物车为空",
  "activity.notStarted": "活动未开始",
  "favorite.added": "收藏成功",
  "favorite.view": "查看我的收藏",
  "favorite.cancelled": "取消收藏成功",
  "search.loading": "搜索中...",
  "search.empty": "暂无数据",
  "search.hot": "热门搜索",
  "search.mode.name": "药品名称",
  "search.mode.maker": "生产厂家",
  "search.placeholder": "请输入药品名称或拼音首字母，如：gmlj",
  "search.button": "搜索",
  "manager.dedicated": "专属客服",
  "manager.default": "客户经理",
  "header.hotline": "投诉热线",
  "header.inspection": "质检报告",
  "header.logout": "退出",
  "header.memberCentre": "会员中心",
  "header.orders": "我的订单",
  "header.login": "登录",
  "header.register": "免费注册",
  "header.backHome": "返回首页",
  "header.addToDesktop": "添加到桌面",
  "header.app": "手机APP",
  "panel.cart": "购物车",
  "panel.service": "在线客服",
  "panel.account": "我的账户",
  "panel.messages": "消息",
  "panel.app": "手机APP",
  "panel.top": "返回顶部",
  "panel.total": "合计",
  "panel.settle": "去购物车结算",
  "panel.delete": "删除",
  "draw.title": "幸运抽奖",
  "draw.start": "立即抽奖",
  "draw.confirmClose": "正在抽奖中，关闭后如未显示结果，请到个人中心查看",
  "confirm.ok": "确定",
  "confirm.cancel": "取消",
  "badge.max": "99+",
  "goods.maker": "生产厂家",
  "goods.spec": "规格",
  "goods.unit": "包装单位",
  "goods.stock": "库存",
  "goods.outOfStock": "缺货",
  "goods.notBuyable": "暂不可购买",
  "goods.addToCart": "加入购物车",
  "goods.favorite": "收藏",
  "goods.unfavorite": "取消收藏",
} as const

export type TextKey = keyof typeof text

/** The fixed string under `key`. */
export const get = (key: TextKey): string => text[key]

/** Page titles (the part before the site title), keyed by route name. */
export const pageTitles = {
  index: "首页",
  login: "登录",
  loading: "加载中",
  loading_activity: "加载中",
  notFound: "页面不存在",
  noActivity: "活动不存在",
  jfsc: "积分商城",
  list_other: "商品列表",
  yxt: "药学堂",
  yxt_details: "药学堂",
  yxt_list: "药学堂",
  list_index: "商品列表",
  list_table: "商品列表",
  list_no_image: "商品列表",
  list_info: "商品详情",
  search: "搜索结果",
  search_table: "搜索结果",
  cart: "购物车",
  cart_step2: "确认订单",
  cart_step3: "支付订单",
  cart_hm: "支付订单",
  cart_step4: "支付完成",
  user: "会员中心",
  zhzx_basic: "基本信息",
  zhzx_zzzj: "资质证件",
  zhzx_ddgl: "多门店管理",
  zhzx_bdwx: "绑定微信",
  zhzx_addr: "收货地址",
  zhzx_wdxx: "我的消息",
  zhzx_jybg: "检验报告",
  wdqb_yegl: "余额管理",
  wdqb_jfgl: "积分管理",
  wdqb_yhq: "优惠券",
  wdqb_xjq: "现金券",
  order: "我的订单",
  order_info: "订单详情",
  order_returnInfo: "退货详情",
  order_afterSalesInfo: "售后详情",
  jfdd: "积分订单",
  hmdd: "含麻订单回执",
  zzfw_kjcg: "快速采购",
  zzfw_pzqg: "品种求购",
  zzfw_pzqg_add: "新增求购",
  zzfw_pzqg_info: "求购详情",
  zzfw_dzfp: "电子发票",
  zzfw_star: "我的收藏",
  zzfw_yjfk: "意见反馈",
  ppzq: "品牌专区",
  yx: "包邮专区",
  yx_rule: "包邮规则",
  yjh: "活动专区",
  hdzx: "活动中心",
  zyyp: "中药专区",
  qxzq: "器械专区",
  jxqzc: "近效期专场",
  kxzq: "控销专区",
  hb: "满额返现",
  mrtj: "每日特价",
  welfare: "全场94折",
  lqzx: "领券中心",
  yyh: "好医汇",
  zhzq: "组合购",
  register: "会员注册",
  register_dd: "会员注册",
  register_wechat: "微信注册",
  forget_step1: "忘记密码",
  forget_step2: "重置密码",
  forget_step3: "重置成功",
  help_hyzc: "会员注册指南",
  help_gwzn: "购物指南",
  help_aqgy: "安全购药",
  help_wzzz: "网站资质",
  help_yhxy: "用户协议",
  help_zskf: "专属客服",
  help_tsjy: "投诉建议",
  help_link: "联系我们",
  help_pay: "支付配送",
  help_ddzf: "订单支付",
  help_hwps: "货物配送",
  help_ypth: "药品退换",
  news_hy: "行业资讯",
  news_company: "公司新闻",
  news_info: "资讯详情",
  dzht: "电子合同",
} as const

export type PageTitleKey = keyof typeof pageTitles

// ---------------------------------------------------------------------------------------------
// Templates of the wording table

/** `{page} - {site}`; with no page title, the site title alone. */
export const titleJoin = (page: string | undefined, site: string = text["site.title"]): string =>
  page === undefined || page === "" ? site : `${page} - ${site}`

/** `恭喜您抽中{name}（{remarks}）` */
export const drawResult = (name: string, remarks: string): string =>
  `恭喜您抽中${name}（${remarks}）`

/** `¥{amount}` with exactly two decimals, floored (amounts are whole fen already). */
export const priceYuan = (amount: Fen): string => Money.format(amount)

/** `{n}{unit}及以下 ¥{price}` (ladder type 1). */
export const ladderUpTo = (n: number, unit: string, price: Fen): string =>
  `${n}${unit}及以下 ${Money.format(price)}`

/** `满{n}{unit} ¥{price}` ("buy at least" ladder). */
export const ladderAtLeast = (n: number, unit: string, price: Fen): string =>
  `满${n}${unit} ${Money.format(price)}`

/** `满{n}{unit}包邮` (per-item free shipping). */
export const shippingItem = (n: number, unit: string): string => `满${n}${unit}包邮`

/** `还差¥{amount}免运费` (order free-shipping gap). */
export const shippingOrderGap = (amount: Fen): string => `还差¥${Money.toYuanString(amount)}免运费`

/** `满¥{amount}减¥{reduce}` (manjian tier). */
export const manjianTier = (amount: Fen, reduce: Fen): string =>
  `满¥${Money.toYuanString(amount)}减¥${Money.toYuanString(reduce)}`

/** `再买¥{amount}可减¥{reduce}` (manjian gap to the next tier). */
export const manjianGap = (amount: Fen, reduce: Fen): string =>
  `再买¥${Money.toYuanString(amount)}可减¥${Money.toYuanString(reduce)}`

// ---------------------------------------------------------------------------------------------
// Forms (field messages) and cart input

export const form = {
  usernameRequired: "请输入用户名",
  passwordRequired: "请输入密码",
  passwordLength: "密码长度为6-20位",
  confirmRequired: "请再次输入密码",
  confirmMismatch: "两次输入的密码不一致",
  phoneRequired: "请输入手机号",
  phoneInvalid: "手机号格式不正确",
  contactPhoneRequired: "请输入联系电话",
  contactPhoneInvalid: "联系电话格式不正确",
  codeRequired: "请输入验证码",
  codeInvalid: "验证码格式不正确",
  emailInvalid: "邮箱格式不正确",
  companyRequired: "请输入企业名称",
  contactRequired: "请输入联系人",
  addressRequired: "请输入企业地址",
  licenceRequired: "请输入营业执照编号",
  drugLicenceRequired: "请输入药品经营许可证编号",
  feedbackTypeRequired: "请选择反馈类型",
  feedbackContentRequired: "请输入反馈内容",
  feedbackContentTooLong: "反馈内容不能超过500字",
  goodsNameRequired: "请输入商品名称",
  makerRequired: "请输入生产厂家",
  specRequired: "请输入规格",
  quantityRequired: "请输入求购数量",
  quantityInvalid: "求购数量须为正整数",
  consigneeRequired: "请输入收货人",
  regionRequired: "请选择省市区",
  detailRequired: "请输入详细地址",
  nameRequired: "请输入姓名",
  keywordRequired: "请输入搜索关键词",
  signerNameRequired: "请输入签署人姓名",
  signerNameLength: "签署人姓名为2-20个字",
  contractAgreeRequired: "请阅读并同意合同条款",
} as const

export const cartInput = {
  quantityNotInteger: "购买数量须为正整数",
  quantityNotPositive: "购买数量须大于0",
  outOfStock: text["goods.outOfStock"],
  notBuyable: text["goods.notBuyable"],
} as const

/** `库存仅剩{stock}{unit}` (quantity above stock). */
export const aboveStock = (stock: number, unit: string): string => `库存仅剩${stock}${unit}`

/** `已按中包装调整为{n}{unit}` (quantity rounded up to the pack multiple). */
export const packAdjusted = (n: number, unit: string): string => `已按中包装调整为${n}${unit}`

/** Countdown units. */
export const countdown = { days: "天", hours: "时", minutes: "分", seconds: "秒" } as const

// ---------------------------------------------------------------------------------------------
// Interface words of the shop pages (home, goods list and search, product detail, cart, order
// pages, favourites), which the wording table does not list. A word the table has (a fixed
// string or a page title) is taken from there, never spelled a second time.

/** Words several shop pages share: notices, pagers, table columns, goods actions. */
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

/** The home page. */
export const home = {
  categories: "商品分类",
  banner: "首页轮播",
  /** `第 {n} 张` (a banner slide). */
  slide: (n: number): string => `第 ${n} 张`,
  prevSlide: "上一张",
  nextSlide: "下一张",
  ads: "推荐活动",
  spike: "限时秒杀",
  spikeStartsIn: "距开始",
  spikeEndsIn: "距结束",
  spikeEnded: "已结束",
  newBuyer: "新人特价",
  zones: { yx: pageTitles.yx, zyzq: pageTitles.zyyp, kxzq: pageTitles.kxzq },
  more: "更多",
  /** `{name} 更多` (a floor's 更多 link). */
  moreOf: (name: string): string => `${name} 更多`,
  brands: pageTitles.ppzq,
  news: "商城资讯",
  recommended: "为你推荐",
} as const

/** The goods list and search result pages. */
export const goodsList = {
  allGoods: "全部商品",
  list: pageTitles.list_index,
  category: "分类",
  categoryGeneral: "药品",
  categoryZy: "中药饮片",
  categoryQx: "医疗器械",
  all: "全部",
  sort: "排序",
  order: { default: "综合", sales: "销量", price_asc: "价格从低到高", price_desc: "价格从高到低" },
  views: "显示方式",
  view: { grid: "大图", table: "列表", noImage: "无图" },
  /** `共 {n} 件商品` */
  total: (n: number): string => `共 ${n} 件商品`,
  /** `“{keywords}”的搜索结果` */
  searchResult: (keywords: string): string => `“${keywords}”的搜索结果`,
  searchMode: { 1: `按${text["search.mode.name"]}`, 2: `按${text["search.mode.maker"]}` },
  noGoods: "暂无符合条件的商品",
  loadFailed: "商品加载失败",
  buy: "购买",
} as const

/** The product detail page. */
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

/** The cart page (step 1). */
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

/** The order pages: 确认订单, 支付订单, 支付完成. */
export const checkout = {
  steps: [cart.heading, pageTitles.cart_step2, pageTitles.cart_step3, pageTitles.cart_step4],
  progress: "下单进度",
  address: pageTitles.zhzx_addr,
  noAddress: "暂无收货地址，请先添加",
  manageAddresses: "管理收货地址",
  defaultAddress: "默认",
  goods: "商品清单",
  coupon: pageTitles.wdqb_yhq,
  noCoupon: "不使用优惠券",
  invoice: "发票信息",
  invoiceText: `电子普通发票（抬头为开户单位名称），订单完成后可在“${pageTitles.zzfw_dzfp}”中查询下载`,
  invoiceLink: pageTitles.zzfw_dzfp,
  payType: "支付方式",
  payTypes: { wechat: "微信支付", alipay: "支付宝", balance: "余额支付" },
  remarks: "订单备注",
  remarksHint: "选填，200字以内",
  goodsAmount: "商品金额",
  couponAmount: "优惠券抵扣",
  payable: "应付金额",
  submit: "提交订单",
  backToCart: "返回购物车",
  loadFailed: "订单信息加载失败",
  orderSn: "订单号",
  orderAmount: "订单金额",
  payNow: "立即支付",
  payHint: "请在下单后尽快完成支付",
  hmNotice: `本订单含含麻黄碱类药品，支付后请在“${pageTitles.hmdd}”中上传回执`,
  hmLink: pageTitles.hmdd,
  alreadyPaid: "该订单已支付",
  paid: "支付成功！",
  paidAmount: "实付金额",
  viewOrder: "查看订单",
  continueShopping: "继续购物",
  myOrders: text["header.orders"],
} as const

/** `满¥{min}可用` (a coupon's minimum goods amount). */
export const couponMinimum = (min: Fen): string => `满¥${Money.toYuanString(min)}可用`

/** `还差¥{amount}可用` (how much more the goods must come to for a coupon to apply). */
export const couponShortfall = (amount: Fen): string => `还差¥${Money.toYuanString(amount)}可用`

/** The favourites page (我的收藏). */
export const favorites = {
  empty: "您还没有收藏商品",
  loadFailed: "收藏加载失败",
  /** `共 {n} 件` */
  total: (n: number): string => `共 ${n} 件`,
} as const

// ---------------------------------------------------------------------------------------------
// Interface words of the shell (header, search, footer, right panel, customer service, lucky
// draw), the login and e-contract pages and the system pages. A word the table has is taken from
// there.

/** The shell around every page: header, search box, footer, right panel, service, lucky draw. */
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
  /** `QQ客服{n}` (an instant-message link of the customer service). */
  qqService: (n: number): string => `QQ客服${n}`,
  drawClose: "关闭抽奖",
  licenceDrug: "药品经营许可证",
  licenceInternet: "互联网药品信息服务资格证书",
  /** `Copyright © {year} {site} 版权所有` */
  copyright: (year: number, site: string = text["site.title"]): string =>
    `Copyright © ${year} ${site} 版权所有`,
} as const

/** The login page. */
export const auth = {
  heading: "企业会员登录",
  username: "用户名",
  password: "密码",
  submit: text["header.login"],
  noAccount: "还没有账号？",
} as const

/** The e-contract page (电子合同). */
export const contract = {
  status: "签署状态",
  signed: "已签署",
  unsigned: "未签署",
  signedAt: "签署时间",
  preview: pageTitles.dzht,
  agree: "我已阅读并同意以上合同条款",
  signerName: "签署人姓名",
  sign: "立即签署",
} as const

/** The system pages: 页面不存在, 活动不存在 and a route that failed to load. */
export const system = {
  notFoundHint: "抱歉，您访问的页面不存在",
  noActivityHint: "您访问的活动不存在或已结束",
  pageError: "页面加载出错",
} as const
