/** Icon path (24-unit grid): info. */
export const infoIcon = "M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5v.01"
