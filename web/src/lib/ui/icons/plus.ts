/** Icon path (24-unit grid): plus. */
export const plusIcon = "M12 5v14M5 12h14"
