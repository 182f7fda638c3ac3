/** Icon path (24-unit grid): cart. */
export const cartIcon =
  "M3 4h2.5l2.2 10.5h10.6L20.5 7H7M9.5 19.5a1 1 0 100 .01M17 19.5a1 1 0 100 .01"
