// Starts the browser tests' servers side by side (scripts/e2e-server.mjs, one per port in
// E2E_PORTS) and prints one line once every one answers /readyz. Playwright starts its webServer
// entries one after another, each waited for before the next begins: three production servers'
// first starts in a row, with a core idle for most of it. The one on E2E_POSTGRES_PORT runs on a
// fresh PostgreSQL database made from E2E_POSTGRES_ADMIN_URL.
import { spawn } from "node:child_process";

// playwright.config.ts waits for this line.
const READY_LINE = "e2e servers ready";

const ports = (process.env.E2E_PORTS ?? "").split(",").filter(Boolean);
if (ports.length === 0) {
  console.error("E2E_PORTS names no port (a comma-separated list, e.g. 4173,5173).");
  process.exit(1);
}
const { E2E_POSTGRES_PORT: postgresPort, E2E_POSTGRES_ADMIN_URL: postgresUrl, ...env } = process.env;

let stopping = false;
const children = ports.map((port) => {
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, E2E_PORT: port, ...(port === postgresPort && postgresUrl ? { E2E_POSTGRES_ADMIN_URL: postgresUrl } : {}) },
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`the e2e server on port ${port} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    stop(1);
  });
  return child;
});

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  // Each server removes its data directory (and its PostgreSQL database) before it exits.
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null))).then(() =>
    process.exit(code),
  );
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));

async function ready(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
await Promise.all(ports.map(ready));
console.log(READY_LINE);
