/** Icon path (24-unit grid): chevronLeft. */
export const chevronLeftIcon = "M15 5l-7 7 7 7"
