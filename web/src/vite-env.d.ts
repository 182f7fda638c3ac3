/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_SITE_TITLE?: string
  readonly VITE_MAIN_SITE_URL?: string
  readonly VITE_APP_QR_URL?: string
  readonly VITE_CHAT_URL?: string
  readonly VITE_LINK_HOSTS?: string
  readonly VITE_IMAGE_HOSTS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
