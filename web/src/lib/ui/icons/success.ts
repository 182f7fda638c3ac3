/** Icon path (24-unit grid): success. */
export const successIcon = "M12 21a9 9 0 100-18 9 9 0 000 18zM7.5 12.5l3 3 6-6.5"
