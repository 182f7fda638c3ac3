/** Icon path (24-unit grid): close. */
export const closeIcon = "M6 6l12 12M18 6L6 18"
