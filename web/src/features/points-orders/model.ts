/** 积分订单 (/jfdd): the company's points orders with their status, paged (page in the URL). */
import * as ListQuery from "@mall/core/ListQuery"
import { resource } from "../../lib/kit/resource.ts"
import * as Api from "./api.ts"

export const listSpec = { page: ListQuery.page }
export const pointsOrders = resource((page: number) => Api.pointsOrders(page))
