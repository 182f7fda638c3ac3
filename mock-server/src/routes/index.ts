/** Every API route of the dev back end, one module per area. */
import { authRoutes } from "./auth.ts"
import { campaignRoutes } from "./campaigns.ts"
import { cartRoutes } from "./cart.ts"
import { contentRoutes } from "./content.ts"
import { goodsRoutes } from "./goods.ts"
import { helpRoutes } from "./help.ts"
import { memberRoutes } from "./member.ts"
import { orderRoutes } from "./orders.ts"
import { registerRoutes } from "./register.ts"
import type { RouteDef } from "./types.ts"
import { uploadRoutes } from "./upload.ts"
import { userRoutes } from "./user.ts"

export const allRoutes: readonly RouteDef[] = [
  ...authRoutes,
  ...registerRoutes,
  ...goodsRoutes,
  ...contentRoutes,
  ...helpRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...uploadRoutes,
  ...userRoutes,
  ...memberRoutes,
  ...campaignRoutes,
]
