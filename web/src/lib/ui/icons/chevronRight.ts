/** Icon path (24-unit grid): chevronRight. */
export const chevronRightIcon = "M9 5l7 7-7 7"
