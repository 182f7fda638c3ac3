/** Icon path (24-unit grid): chevronsLeft. */
export const chevronsLeftIcon = "M12 5l-7 7 7 7M19 5l-7 7 7 7"
