/**
 * The least a goods list of the mall can be with React (page.js): no router, no Effect, no
 * schema, no shell. What the machine and Lighthouse alone cost, beside which the app is read.
 */
import { goodsPage, mount } from "./page.js"

mount(async () => (await goodsPage()).data)
