/**
 * File storage driver. Keys are server-generated paths such as `images/1732170000000_banner.jpg`;
 * URLs are what packages store. `keyFromUrl` answers null for any URL that is not ours
 * (imported external images), which callers then leave alone.
 */
export interface Storage {
  driver: "local" | "s3";
  /** Origin files are served from when it is not the site itself (for the CSP), else null. */
  publicOrigin: string | null;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  urlFor(key: string): string;
  keyFromUrl(url: string): string | null;
  /** The stored bytes, or null when absent. */
  get?(key: string): Promise<Buffer | null>;
}
