/**
 * Business constants and limits of the mall (spec §9), in one place. Every timing is in
 * milliseconds and every size in CSS pixels. Modules and the web app read these instead of
 * repeating the numbers.
 */

/** Per-request timeout. */
export const REQUEST_TIMEOUT_MS = 30000
/** Pause after the last keystroke before a suggestion lookup. */
export const SEARCH_DEBOUNCE_MS = 500
/** Age after which the session-cached suggestion list is refreshed. */
export const SUGGESTION_CACHE_MS = 5000
/** Scroll distance after which the header shrinks to the sticky search bar. */
export const STICKY_HEADER_OFFSET_PX = 205
/** Right cart panel width when collapsed. */
export const CART_PANEL_COLLAPSED_PX = 40
/** Right cart panel width when open. */
export const CART_PANEL_OPEN_PX = 310
/** Delay between clicking "draw" and showing the result. */
export const DRAW_RESULT_DELAY_MS = 2000
/** Duration of the lucky-draw banner exit animation. */
export const BANNER_CLOSE_ANIMATION_MS = 1000
/** Largest count a badge shows as a number; above it shows `99+`. */
export const BADGE_MAX = 99
/** Entries shown in a category menu. */
export const MENU_ENTRIES = 7
/** Most items shown in the top navigation. */
export const TOP_NAV_MAX = 9
/** Delay before an add-to-cart request is sent, so a double click makes one request. */
export const ADD_TO_CART_DELAY_MS = 200
/** Clock and countdown tick. */
export const CLOCK_TICK_MS = 1000
/** Number of items the cart list call asks for by default. */
export const CART_LIST_DEFAULT_LIMIT = 99999

/** Success codes of the response envelope. */
export const SUCCESS_CODES: ReadonlyArray<number> = [10000, 200, 201]
/** Envelope codes that mean "log in first". */
export const LOGIN_REQUIRED_CODES: ReadonlyArray<number> = [10001, 401]
/** Envelope code for "the e-contract is not signed yet". */
export const CONTRACT_UNSIGNED_CODE = 459
/** Envelope code for a form validation failure. */
export const FORM_INVALID_CODE = 422
/** Envelope code of a braked call (asked too often; HTTP 429 with Retry-After). */
export const TOO_MANY_CODE = 429
/** Where the browser goes after a contract-unsigned response. */
export const CONTRACT_PATH = "/dzht"

/** Path of the activity tap call (the spec names the call, not its path). */
export const ACTIVITY_TAP_PATH = "/api/activity/tap"

/**
 * Calls that may run several times at once: a repeat of one of these does not cancel the
 * earlier request. `METHOD path`, path without query.
 */
export const CONCURRENT_CALLS: ReadonlyArray<string> = [
  "POST /api/cart",
  "POST /api/favorite",
  "POST /api/favorite/cancel",
  `POST ${ACTIVITY_TAP_PATH}`,
  "GET /api/article/category",
  "GET /api/focus/demo",
]

/** Goods type of a combination (combo-buy) cart line. */
export const GOODS_TYPE_COMBINATION = 3
/** `gift_data.type` of goods bought in trade with a line (换购); 1 is a gift (赠品), 0 none. */
export const GIFT_TYPE_TRADE_IN = 2
/** `ladder_price_type` meaning "a quantity at or below the tier number". */
export const LADDER_TYPE_UP_TO = 1

/** Session-storage key and value of the login flag. */
export const LOGIN_FLAG_KEY = "login"
export const LOGIN_FLAG_VALUE = "1"
/** Route name of cart step 1 (the cart panel never opens there). */
export const CART_STEP1_ROUTE = "cart"
