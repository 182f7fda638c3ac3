/** Icon path (24-unit grid): search. */
export const searchIcon = "M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L20 20"
