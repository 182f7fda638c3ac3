/** Icon path (24-unit grid): file. */
export const fileIcon = "M6 3h8l4 4v14H6zM14 3v4h4"
