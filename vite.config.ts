import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

// The SSR build bundles server/http/app.ts (Express + React Router handler) as its entry,
// so production runs one bundle: `node server.js`.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    // The browser gets messages already parsed by the server (app/i18n/messages.server.ts), so
    // the client build ships react-intl without its ICU parser (ADR 034).
    alias:
      command === "build" && !isSsrBuild
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }]
        : [],
  },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/http/app.ts" } : undefined,
  },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "pg", "pino"],
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Client build only: .br and .gz beside every text asset, served by express-static-gzip (ADR 033).
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ["brotliCompress", "gzip"],
            include: /\.(js|css|svg|json|txt|webmanifest|xml|html)$/,
            threshold: 1024,
            logLevel: "silent",
          }),
        ]),
  ],
}));
