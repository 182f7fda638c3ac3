/**
 * Every built page with a sample URL: the one list the page-wide browser tests (axe with best
 * practice, the fixed/sticky overlap check, the Prism-mode smoke test) walk. A new page joins them
 * by one line here. `cart` marks the pages that need lines in the cart (their ids replace `{ids}`), `order`
 * the pages that need a placed order (its id replaces `{order}`); `guest` the pages shown signed out.
 */
export type BuiltPage = {
  readonly name: string
  readonly url: string
  readonly needs?: "cart" | "order"
  readonly guest?: boolean
  /** The page is not rendered by Prism's stateless examples (needs state the mock cannot keep). */
  readonly prism?: false
}

export const builtPages: ReadonlyArray<BuiltPage> = [
  { name: "home", url: "/" },
  { name: "login", url: "/login", guest: true },
  { name: "loading", url: "/loading" },
  { name: "loading activity", url: "/loading/activity" },
  { name: "not found", url: "/404" },
  { name: "no activity", url: "/noActivity" },
  { name: "contract", url: "/dzht" },
  { name: "list", url: "/list" },
  { name: "list table", url: "/list/table" },
  { name: "list no image", url: "/list/no_image" },
  { name: "list other", url: "/list/other/301/防护消毒" },
  { name: "goods detail", url: "/list/info/1" },
  { name: "search", url: "/search?keywords=gmlj&type=1" },
  { name: "search table", url: "/search/table?keywords=gmlj&type=1" },
  { name: "favourites", url: "/zzfw/star" },
  { name: "member centre", url: "/user" },
  { name: "basic info", url: "/zhzx/basic" },
  { name: "licences", url: "/zhzx/zzzj" },
  { name: "stores", url: "/zhzx/ddgl" },
  { name: "wechat", url: "/zhzx/bdwx" },
  { name: "addresses", url: "/zhzx/addr" },
  { name: "messages", url: "/zhzx/wdxx" },
  { name: "inspection reports", url: "/zhzx/jybg" },
  { name: "balance", url: "/wdqb/yegl" },
  { name: "points", url: "/wdqb/jfgl" },
  { name: "coupons", url: "/wdqb/yhq" },
  { name: "cash vouchers", url: "/wdqb/xjq" },
  { name: "quick purchase", url: "/zzfw/kjcg" },
  { name: "purchase requests", url: "/zzfw/pzqg" },
  { name: "new purchase request", url: "/zzfw/pzqg/add" },
  { name: "purchase request detail", url: "/zzfw/pzqg/info?id=1", prism: false },
  { name: "feedback", url: "/zzfw/yjfk" },
  { name: "cart", url: "/cart", needs: "cart" },
  { name: "confirm order", url: "/cart/step2?ids={ids}", needs: "cart" },
  { name: "pay order", url: "/cart/step3/{order}", needs: "order" },
  { name: "pay order (hm)", url: "/cart/hm?id={order}", needs: "order" },
  { name: "payment complete", url: "/cart/step4?id={order}", needs: "order" },
  { name: "my orders", url: "/order" },
  { name: "my orders returns", url: "/order?tab=returns" },
  { name: "order detail", url: "/order/info/{order}", needs: "order" },
  { name: "return detail", url: "/order/returnInfo/1" },
  { name: "after-sales detail", url: "/order/afterSalesInfo/2" },
  { name: "points orders", url: "/jfdd" },
  { name: "ephedrine receipts", url: "/hmdd" },
  { name: "e-invoices", url: "/zzfw/dzfp" },
]

/**
 * The zone and campaign pages as the demo company: their axe check is in
 * zones/zones.spec.ts; the CSP and Prism-mode tests walk them too.
 */
export const zonePages: ReadonlyArray<string> = [
  "/ppzq",
  "/ppzq/info/1",
  "/yx",
  "/yx/table",
  "/yx/rule",
  "/yjh/1",
  "/Hdzx/1,2,3",
  "/zyyp",
  "/qxzq",
  "/jxqzc",
  "/kxzq",
  "/kxzq/new",
  "/kxzq/goods/xnxg/26,27",
  "/hb",
  "/mrtj",
  "/welfare",
  "/lqzx",
  "/yyh",
  "/yyh/list?section=1",
  "/zhzq",
  "/jfsc",
  "/yxt",
  "/yxt-list?category_id=1",
  "/yxt-details?id=1",
]

/**
 * Help, news and the registration and password pages, one of each kind (the help pages share a
 * layout): their own specs check them in depth; the CSP and Prism-mode tests walk these.
 */
export const contentPages: ReadonlyArray<string> = [
  "/help/xrzn/hyzc",
  "/help/fwbz/wzzz",
  "/help/us/tsjy",
  "/news/hy",
  "/news/company",
  "/news/info/1/hy",
  "/register/step1",
  "/register/dd/step1",
  "/register/wechat?code=071Ab2Ga1",
  "/forget/step1",
]
