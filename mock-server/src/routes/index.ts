/** Every API route of the dev back end, one module per area. */
import { accountRoutes } from "./account.ts"
import { addressRoutes } from "./addresses.ts"
import { authRoutes } from "./auth.ts"
import { bulkRoutes } from "./bulk.ts"
import { campaignRoutes } from "./campaigns.ts"
import { cartRoutes } from "./cart.ts"
import { contentRoutes } from "./content.ts"
import { couponRoutes } from "./coupons.ts"
import { feedbackRoutes } from "./feedback.ts"
import { goodsRoutes } from "./goods.ts"
import { helpRoutes } from "./help.ts"
import { invoiceRoutes } from "./invoices.ts"
import { licenceRoutes } from "./licences.ts"
import { messageRoutes } from "./messages.ts"
import { hmddRoutes } from "./hmdd.ts"
import { orderRoutes } from "./orders.ts"
import { returnRoutes } from "./returns.ts"
import { pointsRoutes } from "./points.ts"
import { purchaseRoutes } from "./purchases.ts"
import { registerRoutes } from "./register.ts"
import { reportRoutes } from "./reports.ts"
import { storeRoutes } from "./stores.ts"
import type { RouteDef } from "./types.ts"
import { uploadRoutes } from "./upload.ts"
import { walletRoutes } from "./wallet.ts"
import { wechatRoutes } from "./wechat.ts"

export const allRoutes: readonly RouteDef[] = [
  ...authRoutes,
  ...registerRoutes,
  ...goodsRoutes,
  ...contentRoutes,
  ...helpRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...returnRoutes,
  ...hmddRoutes,
  ...uploadRoutes,
  ...accountRoutes,
  ...wechatRoutes,
  ...feedbackRoutes,
  ...purchaseRoutes,
  ...couponRoutes,
  ...walletRoutes,
  ...pointsRoutes,
  ...licenceRoutes,
  ...storeRoutes,
  ...addressRoutes,
  ...messageRoutes,
  ...invoiceRoutes,
  ...reportRoutes,
  ...bulkRoutes,
  ...campaignRoutes,
]
