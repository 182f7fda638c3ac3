/** Icon path (24-unit grid): chevronsRight. */
export const chevronsRightIcon = "M5 5l7 7-7 7M12 5l7 7-7 7"
