/**
 * What production builds use for `use-sync-external-store/shim` (see vite.config.ts): React 19's
 * own hook, which the shim would hand out anyway.
 */
export { useSyncExternalStore } from "react"
