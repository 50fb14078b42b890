import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route's manifest entry in one hashed, immutable file each page imports, instead of a
  // partial manifest computed and inlined per page and fetched per navigation (ADR 063).
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets parallel test runs build side by side; server.js reads the same variable.
  buildDirectory: process.env.BUILD_DIR?.trim() || "build",
} satisfies Config;
