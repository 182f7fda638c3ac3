/** Icon path (24-unit grid): user. */
export const userIcon = "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
