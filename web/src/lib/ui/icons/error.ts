/** Icon path (24-unit grid): error. */
export const errorIcon = "M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6M15 9l-6 6"
