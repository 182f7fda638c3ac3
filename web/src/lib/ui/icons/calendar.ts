/** Icon path (24-unit grid): calendar. */
export const calendarIcon = "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
