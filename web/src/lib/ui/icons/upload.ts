/** Icon path (24-unit grid): upload. */
export const uploadIcon = "M12 16V4M6 10l6-6 6 6M4 20h16"
