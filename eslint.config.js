// One linter for the whole repository: typescript-eslint's recommended rules everywhere, React hooks
// rules in web, and import boundaries that keep core framework-free.
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-*/**",
      "**/coverage/**",
      "**/test-results/**",
      "**/.stryker-tmp/**",
      "core/reports/**",
      "core/src/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router-dom",
              importNames: ["Link", "NavLink"],
              message: "use lib/ui/Link.tsx (react-router's carries framework-mode prefetching)",
            },
          ],
        },
      ],
    },
  },
  {
    // the React Compiler's rules (every recommended react-hooks rule but the two classic ones)
    // check components the app renders; in the tests, which render them, a quarter of the whole
    // lint's time went to compiling each test file for them: the rules of hooks stay
    files: ["web/**/*.test.{ts,tsx}", "web/test/**/*.{ts,tsx}"],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"].includes(rule),
        )
        .map((rule) => [rule, "off"]),
    ),
  },
  {
    files: ["core/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*", "react/*", "@preact/*", "preact", "preact/*"],
              message: "core is framework-free",
            },
            { group: ["react-router", "react-router-dom"], message: "core knows no router" },
            {
              group: ["**/web/**", "@mall/web", "@mall/web/*"],
              message: "core imports nothing from web",
            },
            { group: ["node:*"], message: "core runs in the browser too: no Node built-ins" },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...[
          "window",
          "document",
          "localStorage",
          "sessionStorage",
          "navigator",
          "location",
          "process",
          "Buffer",
          "require",
        ].map((name) => ({ name, message: "core is pure: the caller passes platform things in" })),
      ],
    },
  },
)
