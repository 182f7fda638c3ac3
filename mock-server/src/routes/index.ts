/** Every API route of the dev back end, one module per area. */
import { authRoutes } from "./auth.ts"
import { cartRoutes } from "./cart.ts"
import { contentRoutes } from "./content.ts"
import { goodsRoutes } from "./goods.ts"
import { orderRoutes } from "./orders.ts"
import type { RouteDef } from "./types.ts"
import { userRoutes } from "./user.ts"

export const allRoutes: readonly RouteDef[] = [
  ...authRoutes,
  ...goodsRoutes,
  ...contentRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...userRoutes,
]
