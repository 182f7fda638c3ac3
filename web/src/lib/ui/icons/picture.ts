/** Icon path (24-unit grid): picture. */
export const pictureIcon = "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1 1 0 100 .01"
