/** Icon path (24-unit grid): truck. */
export const truckIcon =
  "M3 6h11v10H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 100 .01M17 18.5a1.5 1.5 0 100 .01"
