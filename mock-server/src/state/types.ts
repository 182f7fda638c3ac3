/** The in-memory model of the back end. Money is kept in integer fen; times in epoch milliseconds. */

export type Category = "general" | "yx" | "zy" | "qx"

export interface LadderTier {
  number: number
  /** Unit price in fen. */
  price: number
}

export interface Goods {
  id: number
  name: string
  /** Lower-case pinyin initials of the name, e.g. "gmlj" for 感冒灵颗粒. */
  initials: string
  /**
   * Mnemonic code (助记码): initials with the dosage form shortened, as pharmacy systems key
   * them: 颗粒(剂) → "j", so 感冒灵颗粒 is "gmlj" as well as "gmlkl".
   */
  mnemonic: string
  /** Lower-case pinyin initials of the maker. */
  makerInitials: string
  sccj: string
  ypgg: string
  bzdw: string
  /** Approval number (批准文号). */
  pzwh: string
  /** Batch number (批号). */
  batch: string
  /** Production and expiry dates, YYYY-MM-DD. */
  productionDate: string
  expiryDate: string
  category: Category
  /** Menu child the goods belong to. */
  menuId: number
  brandId: number | null
  /** Unit price in fen. */
  price: number
  /** Suggested retail price in fen. */
  marketPrice: number
  stock: number
  isBuy: boolean
  /** Pack size (中包装): the default quantity step. */
  zbz: number
  ckId: number
  isYoux: boolean
  isFreeShipping: boolean
  freeShippingNumber: number
  ladder: LadderTier[]
  /** 0 none; 1 "n and below" tiers; 2 "at least n" tiers. */
  ladderType: 0 | 1 | 2
  tags: string[]
  manjianId: number | null
  gift: GiftRule | null
  /** Contains ephedrine (含麻): orders need a receipt. */
  isHm: boolean
  sales: number
  createdAt: number
  /** Spike (秒杀) price in fen, when on the spike list. */
  spikePrice: number | null
  /** Everyday special price (每日特价) in fen. */
  everydayPrice: number | null
  /**
   * The unit price before the storewide activity (全场94折) in fen, while `price` and `ladder`
   * are the activity's; null for goods outside it (spike, everyday special) or patched since.
   */
  originalPrice: number | null
}

export interface GiftRule {
  /** Every `buy` units give `give` units of `goodsId`. */
  buy: number
  give: number
  goodsId: number
  /** 1 gift goods; 2 trade-in (换购). */
  type: 1 | 2
}

export interface ManjianTier {
  /** Threshold in fen. */
  amount: number
  /** Reduction in fen. */
  reduce: number
}

export interface Manjian {
  id: number
  name: string
  tiers: ManjianTier[]
  startAt: number
  endAt: number
}

export interface Combination {
  id: number
  name: string
  /** Goods and quantity per combination unit. */
  items: { goodsId: number; number: number }[]
  /** Price of one combination unit, fen. */
  price: number
  stock: number
}

export interface Warehouse {
  id: number
  name: string
}

export interface AccountManager {
  name: string
  phone: string
  is_default: 0 | 1
}

export interface User {
  id: number
  username: string
  password: string
  /** Stores of one company share a group. */
  groupId: number
  name: string
  phone: string
  email: string
  company: string
  face: string
  rank: string
  admin: AccountManager | null
  address: string
  isPassed: 0 | 1
  points: number
  /** Balance in fen. */
  money: number
  wechat: string
  isShowYoux: 0 | 1
  isSpecial: 0 | 1
  isCanChat: 0 | 1
  isAfterSale: 0 | 1
  /** Whether the e-contract has been signed (member calls answer 459 otherwise). */
  contractSigned: boolean
  contractSignedAt: number | null
  drawJoined: 0 | 1
}

export interface CartLine {
  id: number
  userId: number
  goodsId: number
  /** For combination lines (goods_type 3): the combination id; goodsId is the first item. */
  combinationId: number | null
  number: number
  isSelected: boolean
  ckId: number
  /** 0 normal, 1 trade-in (换购) … as sent by the client. */
  type: number
  createdAt: number
}

export interface Address {
  id: number
  userId: number
  consignee: string
  phone: string
  province: string
  city: string
  district: string
  address: string
  isDefault: boolean
}

export interface OrderLine {
  /** Order-goods id (order_goods_ids of a return). */
  id: number
  goodsId: number
  name: string
  sccj: string
  ypgg: string
  bzdw: string
  image: string
  number: number
  price: number
  amount: number
  isGift: boolean
  combinationId: number | null
}

export interface Order {
  id: number
  sn: string
  userId: number
  /** 0 unpaid, 1 paid / awaiting shipment, 2 shipped, 3 completed, 4 cancelled. */
  status: number
  createdAt: number
  paidAt: number | null
  payType: string
  lines: OrderLine[]
  goodsAmount: number
  shippingFee: number
  manjianReduce: number
  couponReduce: number
  payAmount: number
  couponId: number | null
  address: Omit<Address, "id" | "userId" | "isDefault">
  remark: string
  isHm: boolean
  afterSales: AfterSale[]
  /** When it shipped (default: a day after payment) and was completed or cancelled. */
  shippedAt?: number | null
  finishedAt?: number | null
}

export interface AfterSale {
  id: number
  orderId: number
  /** 1 return (退货), 2 after-sales (售后). */
  kind: 1 | 2
  /** After-sales type: 1 quality, 2 wrong goods, 3 other (0 for returns). */
  type: number
  /** Returns: 0 pending, 1 agreed, 2 refused, 3 refunded. After-sales: 0 in progress, 1 done. */
  status: number
  /** Return reason or after-sales description. */
  content: string
  reply: string
  createdAt: number
  /** Returned order lines and quantities. */
  items: { lineId: number; number: number }[]
  amount: number
  /** Return: the buyer's description beside the reason. */
  description?: string
  /** Uploaded pictures (URLs of POST /api/upload). */
  images?: string[]
  /** What happened, oldest first. */
  progress?: { at: number; text: string }[]
  /** After-sales: the exchange with the service, oldest first (`reply` is the latest answer). */
  replies?: { from: "service" | "buyer"; content: string; at: number }[]
}

export interface CashVoucher {
  id: number
  userId: number
  name: string
  amount: number
  balance: number
  endAt: number
}

export interface Coupon {
  id: number
  name: string
  /** 1 amount-off (满减券), 2 discount (折扣券), 3 variety (品种券). */
  type: 1 | 2 | 3
  amount: number
  minAmount: number
  /** A variety coupon's goods: only their amount counts towards it (contract Coupon.goods_ids). */
  goodsIds?: number[]
  startAt: number
  endAt: number
  total: number
  claimed: number
}

export interface UserCoupon {
  id: number
  userId: number
  couponId: number
  /** 0 unused, 1 used, 2 expired. */
  status: 0 | 1 | 2
  claimedAt: number
}

export interface LogEntry {
  id: number
  userId: number
  /** Change (fen for money, points for points); negative for spending. */
  change: number
  balance: number
  useType: number
  remark: string
  createdAt: number
}

export interface Message {
  id: number
  userId: number
  title: string
  content: string
  isRead: boolean
  createdAt: number
}

export interface PurchaseRequest {
  id: number
  userId: number
  name: string
  sccj: string
  ypgg: string
  number: number
  price: string
  remark: string
  status: number
  createdAt: number
  /** Contact phone given with the request. */
  phone?: string
  /** The mall's answer. */
  reply?: string
}

export interface Feedback {
  id: number
  userId: number
  content: string
  phone: string
  createdAt: number
}

export interface PointsOrder {
  id: number
  userId: number
  name: string
  points: number
  number: number
  status: number
  createdAt: number
}

export interface DrawPrize {
  id: number
  name: string
  remarks: string
  weight: number
}

export interface Draw {
  id: number
  name: string
  startAt: number
  endAt: number
  prizes: DrawPrize[]
}

export interface DrawRecord {
  id: number
  userId: number
  drawId: number
  prizeId: number
  createdAt: number
}

export interface Session {
  token: string
  userId: number
  /** Sign-in time and last use, on the security clock (state/security.ts). */
  createdAt: number
  lastSeenAt: number
}
