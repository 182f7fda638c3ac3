/** The whole mutable state of the back end in one object, so a reset is a single swap. */
import type {
  Address,
  CartLine,
  CashVoucher,
  Combination,
  Coupon,
  Draw,
  DrawRecord,
  Feedback,
  Goods,
  LogEntry,
  Manjian,
  Message,
  Order,
  PointsOrder,
  PurchaseRequest,
  Session,
  User,
  UserCoupon,
  Warehouse,
} from "./types.ts"
import type { Banner } from "../data/banner.ts"
import type { Logo } from "../data/logo.ts"
import type { Pack } from "../data/pack.ts"
import type { Paper } from "../data/paper.ts"

export interface MenuEntry {
  id: number
  name: string
  logo: string
  logo1: string
  children: { id: number; name: string; logo: string; logo1: string; children: [] }[]
}

export interface NavEntry {
  id: number
  name: string
  url: string
  image: string
  is_open: number
  children: { id: number; name: string }[]
}

export interface Ad {
  id: number
  name: string
  image: string
  url: string
}

export interface Brand {
  id: number
  name: string
  logo: string
}

export interface HelpCategory {
  id: number
  name: string
  /** Articles; `path` is the help page that shows the article (e.g. /help/fwbz/wzzz). */
  children: { id: number; name: string; path?: string }[]
}

/** One of the site's own licences (网站资质, /help/fwbz/wzzz). */
export interface SiteQualification {
  id: number
  name: string
  number: string
  issuer: string
  /** YYYY-MM-DD. */
  validUntil: string
  image: string
}

/** A complaint or suggestion from /help/us/tsjy (guests too). */
export interface Complaint {
  id: number
  /** 1 complaint (投诉), 2 suggestion (建议). */
  type: number
  content: string
  name: string
  phone: string
  email: string
  /** The signed-in store that sent it; null for a guest. */
  userId: number | null
  createdAt: number
}

export interface Article {
  id: number
  categoryId: number
  title: string
  content: string
  createdAt: number
}

export interface NewsItem {
  id: number
  /** 1 industry (行业资讯), 2 company news (公司新闻). */
  type: 1 | 2
  title: string
  summary: string
  content: string
  image: string
  createdAt: number
}

export interface PointsGoods {
  id: number
  name: string
  points: number
  image: string
  stock: number
}

export interface Invoice {
  id: number
  userId: number
  orderId: number
  orderSn: string
  amount: number
  title: string
  url: string
  createdAt: number
}

export interface InspectionReport {
  id: number
  goodsId: number
  batch: string
  url: string
  createdAt: number
}

export interface Qualification {
  id: number
  userId: number
  name: string
  number: string
  image: string
  expiresAt: number
  /** 0 pending review, 1 passed, 2 rejected. */
  status: number
}

/** What the generated SVG picture at /static/{kind}/{key}.svg shows. */
export interface ImageLabel {
  text: string
  sub: string
  color: string
  width: number
  height: number
  /** Drawn as this campaign banner (data/banner.ts) instead of a labelled box. */
  banner?: Banner
  /** Drawn as the goods in this pack (data/pack.ts) instead of a labelled box. */
  pack?: Pack
  /** Drawn as this brand logo (data/logo.ts) instead of a labelled box. */
  logo?: Logo
  /** Drawn as this document (data/paper.ts) instead of a labelled box. */
  paper?: Paper
}

export interface Db {
  /** Start of the seed day (server clock), so dates stay relative to "today". */
  seedTime: number
  goods: Goods[]
  goodsById: Map<number, Goods>
  menus: { general: MenuEntry[]; yx: MenuEntry[]; zy: MenuEntry[]; qx: MenuEntry[] }
  nav: NavEntry[]
  ads: Record<string, Ad[]>
  brands: Brand[]
  hotSearches: string[]
  helpCategories: HelpCategory[]
  articles: Article[]
  news: NewsItem[]
  siteQualifications: SiteQualification[]
  complaints: Complaint[]
  warehouses: Warehouse[]
  manjians: Manjian[]
  combinations: Combination[]
  coupons: Coupon[]
  userCoupons: UserCoupon[]
  cashVouchers: CashVoucher[]
  users: User[]
  sessions: Map<string, Session>
  cart: CartLine[]
  favourites: { userId: number; goodsId: number; createdAt: number }[]
  addresses: Address[]
  orders: Order[]
  moneyLog: LogEntry[]
  pointsLog: LogEntry[]
  messages: Message[]
  purchaseRequests: PurchaseRequest[]
  feedback: Feedback[]
  pointsGoods: PointsGoods[]
  pointsOrders: PointsOrder[]
  draws: Draw[]
  drawRecords: DrawRecord[]
  invoices: Invoice[]
  reports: InspectionReport[]
  qualifications: Qualification[]
  /** Business scope (经营范围) names per company group. */
  businessScope: Map<number, string[]>
  imageLabels: Map<string, ImageLabel>
  /** 含麻 order receipts by order id: 1 uploaded (pending review), 2 passed. */
  hmReceipts: Map<number, { status: number; image: string }>
  /** Sign-up flows in progress and password-reset tokens. */
  registrations: Map<
    string,
    {
      phone: string
      password: string
      company: string
      name: string
      address: string
      step: number
      dd: boolean
      /** Step 2: the company type (Registration.CompanyType) and business scope ids. */
      companyType: string
      scopeIds: number[]
      /** The WeChat sign-in bound at /register/wechat ("" otherwise). */
      wechat: string
      /** When step 1 was done (security clock): unfinished sign-ups expire. */
      createdAt: number
    }
  >
  /** Password-reset tokens: the phone they were verified for, and when (security clock). */
  resetTokens: Map<string, { phone: string; createdAt: number }>
  /** Last SMS code sent per phone (the dev back end always sends 123456). */
  smsCodes: Map<string, string>
  /** Last id handed out per table. */
  seq: Record<string, number>
}

/** The next id for a table. */
export function nextId(db: Db, table: string): number {
  const id = (db.seq[table] ?? 0) + 1
  db.seq[table] = id
  return id
}
