/** Icon path (24-unit grid): warning. */
export const warningIcon = "M12 3l10 18H2zM12 10v5M12 18v.01"
