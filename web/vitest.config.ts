import { defineConfig } from "vitest/config"
import react from "@vitejs/plugin-react"

export default defineConfig({
  plugins: [react({ babel: { plugins: [["module:@preact/signals-react-transform"]] } })],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    restoreMocks: true,
    // jsdom renders and the lazily loaded dialogs take seconds on a busy 2-core machine
    testTimeout: 15_000,
    // Node's Request needs absolute URLs: the API client gets an origin in tests.
    env: { VITE_API_BASE: "http://localhost" },
  },
})
