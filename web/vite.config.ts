import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"

/** Dev back end (mock-server); /api and /static are proxied to it so its cookie is same-origin. */
const BACKEND = "http://127.0.0.1:4020"

export default defineConfig({
  plugins: [react({ babel: { plugins: [["module:@preact/signals-react-transform"]] } })],
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: BACKEND, changeOrigin: false },
      "/static": { target: BACKEND, changeOrigin: false },
    },
  },
  build: { target: "es2022", sourcemap: true },
})
