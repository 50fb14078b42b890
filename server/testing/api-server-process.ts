import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { build } from "vite";
import { madeOnce } from "./test-run";

const ENTRY = path.resolve(import.meta.dirname, "api-server.ts");

/**
 * server/testing/api-server.ts and what it imports, bundled once per test run by Vite as the
 * production server and the command line are (packages stay in node_modules): a process started
 * from the bundle spends about a third of the CPU time loading that one under tsx did (0.7 against
 * 1.9 CPU-seconds; bench/README.md, the process tests' start), and the tests start about thirty.
 */
export async function apiServerEntry(): Promise<string> {
  const folder = await madeOnce("api-server", async (outDir) => {
    await build({
      configFile: false,
      mode: "production",
      logLevel: "warn",
      publicDir: false,
      build: {
        ssr: ENTRY,
        outDir,
        target: "node20",
        minify: false,
        reportCompressedSize: false,
        rollupOptions: { output: { entryFileNames: "[name].mjs", chunkFileNames: "[name]-[hash].mjs" } },
      },
    });
  });
  return path.join(folder, "api-server.mjs");
}

export interface ApiServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far, stdout and stderr together (pino JSON lines, the first-start lines). */
  output(): string;
}

/**
 * Starts server/testing/api-server.ts (the production boot and app, without pages; its bundle,
 * `apiServerEntry`) as a child process on a free port, with `env` over a test environment (the test's TEST_DATABASE_URL is not
 * passed on); resolves once it prints "listening <port>".
 */
export async function startApiServer(env: Record<string, string>): Promise<ApiServerProcess> {
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, [await apiServerEntry()], {
    env: { ...inherited, NODE_ENV: "test", PORT: "0", SEED_DEMO: "false", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /^listening (\d+)$/m.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, port: Number(port), output: () => output });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}

/**
 * Starts server/testing/api-server.ts as startApiServer does, for a start that should fail:
 * resolves with its exit code, signal and what it printed on each stream once it exits, or kills it
 * and resolves with `exitCode` null after `withinMs`.
 */
export async function apiServerUntilExit(
  env: Record<string, string>,
  withinMs: number,
  /** Called with all it printed on stdout so far, each time it prints more. */
  onStdout: (stdout: string) => void = () => undefined,
): Promise<{ exitCode: number | null; stdout: string; stderr: string; ms: number }> {
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const entry = await apiServerEntry();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...inherited, NODE_ENV: "test", PORT: "0", SEED_DEMO: "false", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    onStdout(stdout);
  });
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), withinMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, stdout, stderr, ms: performance.now() - started });
    });
  });
}
