/** Icon path (24-unit grid): phone. */
export const phoneIcon = "M8 3h8v18H8zM11 18h2"
