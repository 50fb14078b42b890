import type { Config } from "../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage-types";

// The interface has its own module so the drivers need not import this one (no cycle).
export type { Storage } from "./storage-types";

export function createStorage(config: Config): Storage {
  if (config.storage.driver === "s3") return createS3Storage(config.storage.s3);
  return createLocalStorage({ dir: config.storage.localDir, publicBaseUrl: config.publicBaseUrl });
}
