import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";

/**
 * One folder per Vitest run for what the integration tests would otherwise make again in every
 * file: the API server's bundle, a migrated PGlite data directory. Under node_modules/.cache, so
 * that the bundle finds its packages (and drizzle/) from where it lies. Vitest's globalSetup
 * (vitest.config.ts) makes the folder empty, hands its path to the test processes, and removes it
 * when the run ends; each thing in it is made the first time a test asks for it (`madeOnce`).
 */
const RUNS = path.resolve("node_modules/.cache/kt-test-runs");

declare module "vitest" {
  export interface ProvidedContext {
    testRunFolder: string;
  }
}

export default function setup(project: TestProject): () => void {
  fs.mkdirSync(RUNS, { recursive: true });
  // A run killed before its teardown left its folder, named by its pid.
  for (const name of fs.readdirSync(RUNS)) {
    if (!running(Number(name.split("-")[0]))) fs.rmSync(path.join(RUNS, name), { recursive: true, force: true });
  }
  const folder = fs.mkdtempSync(path.join(RUNS, `${process.pid}-`));
  project.provide("testRunFolder", folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

const made = new Map<string, Promise<string>>();

/**
 * The folder `name` of this run's folder, which `make` fills the first time any test process asks
 * for it; the others wait for it (a lock file holds the maker's pid) and use the same one. `make`
 * writes into a folder of its own, renamed to `name` when it is done, so none sees a half-made one.
 */
export function madeOnce(name: string, make: (folder: string) => Promise<void>): Promise<string> {
  let folder = made.get(name);
  if (!folder) {
    folder = makeOnce(name, make);
    made.set(name, folder);
    // A failure is not kept: the next test tries again.
    folder.catch(() => made.delete(name));
  }
  return folder;
}

async function makeOnce(name: string, make: (folder: string) => Promise<void>): Promise<string> {
  const done = path.join(inject("testRunFolder"), name);
  const lock = `${done}.lock`;
  for (;;) {
    if (fs.existsSync(done)) return done;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      // Empty for the instant between its making and its writing.
      const holder = Number(fs.readFileSync(lock, "utf8") || process.pid);
      if (!running(holder)) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const making = `${done}.making-${process.pid}`;
    try {
      if (fs.existsSync(done)) return done;
      fs.rmSync(making, { recursive: true, force: true });
      fs.mkdirSync(making);
      await make(making);
      fs.renameSync(making, done);
      return done;
    } finally {
      fs.rmSync(making, { recursive: true, force: true });
      fs.rmSync(lock, { force: true });
    }
  }
}
