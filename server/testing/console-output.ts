import { vi } from "vitest";

/** What `fn` prints with console.log and console.error while it runs, and what it returns. */
export async function printed<T>(fn: () => Promise<T>): Promise<{ result: T; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const text = (parts: unknown[]) => `${parts.map(String).join(" ")}\n`;
  const log = vi.spyOn(console, "log").mockImplementation((...parts) => void (stdout += text(parts)));
  const error = vi.spyOn(console, "error").mockImplementation((...parts) => void (stderr += text(parts)));
  try {
    return { result: await fn(), stdout, stderr };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
