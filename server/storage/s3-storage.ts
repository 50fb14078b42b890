import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { assertStorageKey, isValidStorageKey } from "./storage-key";
import type { Storage } from "./storage-types";

type S3Options = Config["storage"]["s3"];

/** Public base URL of the bucket: S3_PUBLIC_URL, else the endpoint (path style or virtual host), else AWS's regional host. */
export function s3PublicBase(options: S3Options): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, "");
  const bucket = options.bucket!;
  if (options.endpoint) {
    const endpoint = new URL(options.endpoint);
    if (options.forcePathStyle) return `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, "")}/${bucket}`;
    return `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  }
  return `https://${bucket}.s3.${options.region}.amazonaws.com`;
}

/** Any S3-compatible object store; objects are public-read through their URL, written with long cache lifetimes. */
export function createS3Storage(options: S3Options): Storage {
  if (!options.bucket) throw new Error("S3_BUCKET is required when STORAGE=s3");
  // The SDK warns on every start that future versions need a newer Node; the product pins a working one.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const bucket = options.bucket;
  const base = s3PublicBase(options);
  const prefix = `${base}/`;

  return {
    driver: "s3",
    publicOrigin: new URL(base).origin,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: assertStorageKey(key),
          Body: body,
          ContentType: contentType,
          // A brochure opens as a download, never as a page on the bucket's origin (the same rule
          // /uploads applies for the local driver, server/storage/uploads-route.ts).
          ContentDisposition: key.startsWith("pdfs/") ? "attachment" : undefined,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertStorageKey(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === "NoSuchKey") return null;
        throw e;
      }
    },
    urlFor(key) {
      return prefix + assertStorageKey(key);
    },
    keyFromUrl(url) {
      if (!url.startsWith(prefix)) return null;
      const rest = url.slice(prefix.length);
      return isValidStorageKey(rest) ? rest : null;
    },
  };
}
