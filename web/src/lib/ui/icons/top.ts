/** Icon path (24-unit grid): top. */
export const topIcon = "M5 4h14M12 20V8M6 14l6-6 6 6"
