import fsp, { type FileHandle } from "node:fs/promises";
import { vi } from "vitest";

/**
 * What reaches the disk in what order, on real files: each `sync` (fsync) and `rename` the writers
 * make, recorded as it passes through to the file system, with the path the flushed handle was
 * opened on. A file renamed before its bytes are flushed can keep its new name and lose its bytes
 * in a power cut; a rename is made durable by flushing its directory.
 */
export async function recordDiskOrder(probeDir: string): Promise<{ events: string[]; stop: () => void }> {
  const events: string[] = [];
  const opened = new Map<number, string>();
  const open = fsp.open.bind(fsp);
  const rename = fsp.rename.bind(fsp);
  const probe = await open(probeDir, "r");
  const prototype = Object.getPrototypeOf(probe) as FileHandle;
  await probe.close();
  const sync = prototype.sync;
  const spies = [
    vi.spyOn(fsp, "open").mockImplementation(async (file, ...rest) => {
      const handle = await open(file, ...rest);
      opened.set(handle.fd, String(file));
      return handle;
    }),
    vi.spyOn(fsp, "rename").mockImplementation(async (from, to) => {
      events.push(`rename ${String(from)} -> ${String(to)}`);
      await rename(from, to);
    }),
    vi.spyOn(prototype, "sync").mockImplementation(function (this: FileHandle) {
      events.push(`sync ${opened.get(this.fd) ?? `fd ${this.fd}`}`);
      return sync.call(this);
    }),
  ];
  return { events, stop: () => spies.forEach((spy) => spy.mockRestore()) };
}
