/** Icon path (24-unit grid): empty. */
export const emptyIcon = "M3 13l3-8h12l3 8v6H3zM3 13h5l1 2h6l1-2h5"
