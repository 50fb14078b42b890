import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ENTRY = path.resolve(import.meta.dirname, "api-server.ts");

export interface ApiServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far, stdout and stderr together (pino JSON lines, the first-start lines). */
  output(): string;
}

/**
 * Starts server/testing/api-server.ts (the production boot and app, without pages) as a child
 * process on a free port, with `env` over a test environment (the test's TEST_DATABASE_URL is not
 * passed on); resolves once it prints "listening <port>".
 */
export function startApiServer(env: Record<string, string>): Promise<ApiServerProcess> {
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
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
export function apiServerUntilExit(
  env: Record<string, string>,
  withinMs: number,
  /** Called with all it printed on stdout so far, each time it prints more. */
  onStdout: (stdout: string) => void = () => undefined,
): Promise<{ exitCode: number | null; stdout: string; stderr: string; ms: number }> {
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
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
