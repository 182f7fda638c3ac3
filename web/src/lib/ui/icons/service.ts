/** Icon path (24-unit grid): service. */
export const serviceIcon = "M4 13v-1a8 8 0 0116 0v1M4 13h3v5H4zM17 13h3v5h-3zM20 18c0 2-2 3-5 3h-2"
