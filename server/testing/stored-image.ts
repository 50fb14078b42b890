import { uploadedFiles } from "../db/schema";
import type { Database } from "../db/client";
import type { Storage } from "../storage/storage";

/**
 * Stores an image upload as the image step leaves one (the original and two renditions in storage)
 * and records it, made `minutesAgo` ago and owned by `packageId` (null: an orphan). Returns its
 * record's key and URL and every key it stored.
 */
export async function storedImage(
  { storage, database }: { storage: Storage; database: Database },
  name: string,
  minutesAgo: number,
  packageId: string | null = null,
) {
  const key = `images/${name}.jpg`;
  const variants = [`images/${name}.w480.webp`, `images/${name}.w960.webp`];
  for (const k of [key, ...variants]) await storage.put(k, Buffer.from(k), "image/webp");
  const url = storage.urlFor(variants[1]!);
  await database.db.insert(uploadedFiles).values({
    key,
    url,
    kind: "image",
    contentType: "image/jpeg",
    bytes: 10,
    variants,
    packageId,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  return { key, url, keys: [key, ...variants] };
}
