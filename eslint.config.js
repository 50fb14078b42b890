import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Feature folders stand alone (ADR 016): a feature imports shared pieces from app/components
// and app/paths.ts, never another feature; a route composes features. One zone per feature,
// as in bulletproof-react's import/no-restricted-paths set-up.
const FEATURES = ["admin", "booking", "catalogue", "compare", "favorites"];
export const featureZones = FEATURES.map((name) => ({
  target: `./app/features/${name}`,
  from: "./app/features",
  except: [`./${name}`],
  message: "Feature folders stand alone: move the shared piece to app/components, or compose the features in a route.",
}));

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".react-router/**",
      "data/**",
      "test-results/**",
      "bench/results/**",
      "build-*/**",
      // Deliberately broken files that tests/lint/architecture-rules.test.ts lints on its own.
      "tests/lint/fixtures/**",
    ],
  },
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
    // The architecture rules: no import cycles anywhere, no imports between feature folders.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // import-x's TypeScript settings, with its own Node resolver (no extra resolver package).
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: featureZones }],
    },
  },
  {
    // Browser code must never pull in server modules (the build refuses *.server.* too).
    files: ["app/**/*.{ts,tsx}", "domain/**/*.ts"],
    ignores: ["app/**/*.server.ts", "app/entry.server.tsx", "app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)server/(?!config$)", message: "Browser code may not import server modules; use a loader." }] },
      ],
    },
  },
  {
    // A route module is bundled for the browser too: from server/ it takes types only; the
    // services reach its loader through the request context.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/routes/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)server/",
              allowTypeImports: true,
              message: "Routes may only `import type` from server/; reach services through the loader context.",
            },
          ],
        },
      ],
    },
  },
);
