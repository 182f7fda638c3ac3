/** Icon path (24-unit grid): minus. */
export const minusIcon = "M5 12h14"
