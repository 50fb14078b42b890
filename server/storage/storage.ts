import type { Config } from "../config";

/** File storage driver: local disk (default) or S3-compatible (filled in by the admin module). */
export function createStorage(_config: Config) {
  return {};
}
export type Storage = ReturnType<typeof createStorage>;
