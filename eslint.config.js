import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", ".react-router/**", "data/**", "test-results/**", "bench/results/**", "build-*/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Browser code must never pull in server modules (the build refuses *.server.* too).
    files: ["app/**/*.{ts,tsx}", "domain/**/*.ts"],
    ignores: ["app/**/*.server.ts", "app/entry.server.tsx", "app/routes/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)server/(?!config$)", message: "Browser code may not import server modules; use a loader." }] }],
    },
  },
);
