/** Icon path (24-unit grid): message. */
export const messageIcon = "M4 5h16v11H9l-5 4z"
