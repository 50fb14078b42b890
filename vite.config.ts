import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build bundles server/http/app.ts (Express + React Router handler) as its entry,
// so production runs one bundle: `node server.js`.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/http/app.ts" } : undefined,
  },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "pg", "pino"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
