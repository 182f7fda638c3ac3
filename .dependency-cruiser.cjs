/**
 * The dependency rule. core is framework-free: it imports no React, DOM helper, router, signals,
 * openapi-fetch runtime (types only; the edge injects createClient) and nothing from web. No package
 * (scripts/ included) has an import cycle, and web features do not import each other.
 */
module.exports = {
  forbidden: [
    {
      name: "core-framework-free",
      severity: "error",
      comment: "core holds pure rules: no React, DOM, router, signals or sanitiser",
      from: { path: "^core/src" },
      to: {
        path: "node_modules/(react|react-dom|react-router|react-router-dom|@preact|preact|dompurify|@tanstack|@radix-ui|sonner|embla-carousel)",
      },
    },
    {
      name: "core-no-fetch-runtime",
      severity: "error",
      comment: "core may use openapi-fetch's types only; web passes createClient in",
      from: { path: "^core/src" },
      to: { path: "node_modules/openapi-fetch", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "core-not-from-web",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(web|mock-server|e2e)/" },
    },
    {
      name: "no-node-builtins-in-core",
      severity: "error",
      from: { path: "^core/src" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "no-cross-feature-imports",
      severity: "error",
      comment: "a web feature imports shared code and core, never another feature",
      from: { path: "^web/src/features/([^/]+)/" },
      to: { path: "^web/src/features/", pathNot: "^web/src/features/$1/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(core|web|mock-server|e2e)/(dist|coverage|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "web/tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    moduleSystems: ["es6", "cjs"],
  },
}
