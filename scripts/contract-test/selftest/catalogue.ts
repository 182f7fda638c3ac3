/**
 * The self-test's catalogue of realistic bugs: each is one behaviour the contract fixes, got wrong
 * the way a back-end team gets it wrong (a write answered but not kept, a threshold off by one fen,
 * free shipping judged before 满减, rounding instead of flooring, a filter or a page size ignored,
 * milliseconds for seconds, a session kept on the server, a document served to anyone, a missing
 * brake …), played by the fault proxy (proxy.ts) in front of the healthy dev back end. Each names
 * the contract sentence it breaks and the operation the suite must name to have caught it.
 */
import type { Bug } from "./proxy.ts"
import { accessBugs } from "./bugs/access.ts"
import { inputBugs } from "./bugs/inputs.ts"
import { meaningBugs } from "./bugs/meanings.ts"
import { moneyBugs } from "./bugs/money.ts"
import { schemaBugs } from "./bugs/schema.ts"
import { sessionBugs } from "./bugs/sessions.ts"
import { writeBugs } from "./bugs/writes.ts"

export const catalogue: Bug[] = [
  ...writeBugs,
  ...moneyBugs,
  ...meaningBugs,
  ...sessionBugs,
  ...accessBugs,
  ...inputBugs,
  ...schemaBugs,
]
