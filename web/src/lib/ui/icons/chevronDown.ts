/** Icon path (24-unit grid): chevronDown. */
export const chevronDownIcon = "M5 9l7 7 7-7"
