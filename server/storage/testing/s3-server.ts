import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_TEST_BUCKET = "kt-uploads";

/** A real S3-compatible server (s3rver) on an ephemeral port with a temporary directory. */
export async function startS3Server(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kt-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** STORAGE=s3 settings pointing at a started test server. */
export function s3TestEnv(endpoint: string): Record<string, string> {
  return {
    STORAGE: "s3",
    S3_BUCKET: S3_TEST_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
}
