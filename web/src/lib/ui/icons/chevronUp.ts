/** Icon path (24-unit grid): chevronUp. */
export const chevronUpIcon = "M5 15l7-7 7 7"
