/** Icon path (24-unit grid): heart. */
export const heartIcon = "M12 20s-7-4.6-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.4-7 10-7 10z"
