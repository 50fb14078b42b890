import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const here = import.meta.dirname;
const entriesOf = (dir) => readdirSync(path.join(here, dir), { withFileTypes: true });

// Feature folders stand alone (ADR 016): a feature imports shared pieces from app/components
// and app/paths.ts, never another feature; a route composes features. One zone per feature folder
// (every folder in app/features, so a new one is guarded the day it appears), as in
// bulletproof-react's import/no-restricted-paths set-up.
export const FEATURES = entriesOf("app/features")
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
export const featureZones = FEATURES.map((name) => ({
  target: `./app/features/${name}`,
  from: "./app/features",
  except: [`./${name}`],
  message: "Feature folders stand alone: move the shared piece to app/components, or compose the features in a route.",
}));

// The floors, lowest first: domain/ (pure rules) < the server's services < the features' routers
// < server/http, the shell that composes the routers into the app. A floor imports only from below.
const domainZone = {
  target: "./domain",
  from: ["./app", "./server"],
  message: "domain/ holds pure rules that both the browser and the server import: it imports neither.",
};
// import-x/no-cycle skips type-only imports, so a service taking `Services` (the composition root,
// which imports every service) closes a cycle no-cycle cannot see. The modules the root composes
// declare the dependencies they need instead ({ database, storage, logger }).
const servicesZone = {
  target: [
    "./server/db",
    "./server/images",
    "./server/currency",
    "./server/storage",
    "./server/cache",
    "./server/**/*-service.ts",
    "./server/config.ts",
    "./server/logger.ts",
  ],
  from: "./server/services.ts",
  message: "A module that server/services.ts composes declares the dependencies it needs ({ database, storage, logger }).",
};
// Everything below the shell: app/ and every server/ entry but server/http and the dev server
// that starts it. Tests and test harnesses may start the whole app (see the block for tests).
const SHELL_USERS = new Set(["http", "dev.ts"]);
const shellZone = {
  target: ["./app", ...entriesOf("server").flatMap((entry) => (SHELL_USERS.has(entry.name) ? [] : [`./server/${entry.name}`]))],
  from: "./server/http",
  message:
    "server/http is the top floor: it only composes the features' routers. Take request helpers from server/request, routes from their feature.",
};
const TESTS = ["**/*.test.{ts,tsx}", "**/testing/**"];

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
    // The architecture rules: no import cycles anywhere, no imports between feature folders, each
    // floor imports only from the floors below it.
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
      "import-x/no-restricted-paths": ["error", { zones: [...featureZones, domainZone, servicesZone, shellZone] }],
    },
  },
  {
    // Tests and their harnesses start the whole app through the shell.
    files: TESTS,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...featureZones, domainZone, servicesZone] }],
    },
  },
  {
    // Inside a transaction, every statement goes through the transaction's own handle. A statement
    // sent on the outer handle (`db`, `database`) there waits for a second connection: PGlite has
    // one, held by the open transaction, so it waits for ever; PostgreSQL's pool answers it outside
    // the transaction. Only the rule can tell, as the tests run most services on one database (ADR 133).
    files: ["server/**/*.ts", "bench/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name='transaction'] > :function Identifier[name=/^(db|database)$/]" +
            // Not an object's key; and `database.db` is told once, at `database`.
            ":not(Property > Identifier.key)" +
            ":not(MemberExpression[object.name=/^(db|database)$/] > Identifier.property)" +
            ":not(MemberExpression[object.property.name=/^(db|database)$/] > Identifier.property)",
          message: "Inside a transaction, use the transaction's handle: the outer db or database waits for ever on PGlite.",
        },
      ],
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
