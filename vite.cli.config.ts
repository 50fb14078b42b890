import { defineConfig } from "vite";

/**
 * The command-line tool (server/cli/main.ts) built for production beside the server bundle, so an
 * installation with production dependencies only runs it with plain node (cli.js picks it when the
 * sources are absent). Packages stay external, imported from node_modules as the server bundle does.
 */
export default defineConfig({
  build: {
    ssr: "./server/cli/main.ts",
    outDir: `${process.env.BUILD_DIR?.trim() || "build"}/cli`,
    emptyOutDir: true,
    target: "node20",
    minify: false,
    reportCompressedSize: false,
  },
  publicDir: false,
});
