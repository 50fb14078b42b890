import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { recordDiskOrder } from "../testing/disk-order";
import { createStorage, type Storage } from "./storage";
import { isValidStorageKey } from "./storage-key";
import { s3TestEnv, startS3Server } from "./testing/s3-server";

describe("storage keys", () => {
  it.each(["images/1732170000000_banner.jpg", "pdfs/1_package.pdf", "images/a.w480.webp"])("accepts %s", (key) => {
    expect(isValidStorageKey(key)).toBe(true);
  });
  it.each([
    "",
    "../etc/passwd",
    "images/../../x",
    "/abs/path",
    "images//x",
    "Images/X.JPG",
    "images/a b.jpg",
    "images/./x",
    "a\\b",
    "images/x?.jpg",
  ])("refuses %j", (key) => {
    expect(isValidStorageKey(key)).toBe(false);
  });
});

describe.each(["local", "s3"] as const)("%s storage driver", (driver) => {
  let storage: Storage;
  let dataDir: string;
  let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-storage-"));
    if (driver === "s3") s3 = await startS3Server();
    storage = createStorage(parseConfig({ DATA_DIR: dataDir, ...(s3 ? s3TestEnv(s3.endpoint) : {}) }));
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("puts, reads through its public URL, and deletes (deleting twice is fine)", async () => {
    const key = "images/1732170000000_banner.w480.webp";
    await storage.put(key, Buffer.from("bytes"), "image/webp");
    expect((await storage.get!(key))?.toString()).toBe("bytes");
    const url = storage.urlFor(key);
    expect(storage.keyFromUrl(url)).toBe(key);
    if (driver === "s3") {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    } else {
      expect(url).toBe(`/uploads/${key}`);
      expect(fs.readFileSync(path.join(dataDir, "uploads", key), "utf8")).toBe("bytes");
    }
    await storage.put(key, Buffer.from("replaced"), "image/webp");
    expect((await storage.get!(key))?.toString()).toBe("replaced");
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get!(key)).toBeNull();
  });

  it("answers null from keyFromUrl for foreign URLs, so callers skip them", () => {
    for (const url of [
      "https://images.example.org/a.jpg",
      "/assets/packages/x.w1600.webp",
      "/uploads/../secret",
      "/uploads/",
      "data:image/png;base64,AAAA",
    ]) {
      expect(storage.keyFromUrl(url)).toBeNull();
    }
  });

  it("refuses keys that could leave its space", async () => {
    await expect(storage.put("../outside.txt", Buffer.from("x"), "text/plain")).rejects.toThrow("Invalid storage key");
    await expect(storage.delete("images/../../x")).rejects.toThrow("Invalid storage key");
    expect(() => storage.urlFor("/etc/passwd")).toThrow("Invalid storage key");
    expect(fs.existsSync(path.join(dataDir, "outside.txt"))).toBe(false);
  });

  if (driver === "s3") {
    it("serves brochures as downloads (Content-Disposition: attachment), images inline", async () => {
      await storage.put("pdfs/1_package.pdf", Buffer.from("%PDF-1.4"), "application/pdf");
      await storage.put("images/1_a.w480.webp", Buffer.from("img"), "image/webp");
      const pdf = await fetch(storage.urlFor("pdfs/1_package.pdf"));
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("content-disposition")).toBe("attachment");
      expect((await fetch(storage.urlFor("images/1_a.w480.webp"))).headers.get("content-disposition")).toBeNull();
    });
  }

  if (driver === "local") {
    it("writes atomically: no temporary file is left behind", async () => {
      await storage.put("pdfs/1_package.pdf", Buffer.from("%PDF-1.4"), "application/pdf");
      expect(fs.readdirSync(path.join(dataDir, "uploads", "pdfs"))).toEqual(["1_package.pdf"]);
    });

    it("flushes an upload to disk before it takes its name, then flushes its folder", async () => {
      const folder = path.join(dataDir, "uploads", "images");
      const file = path.join(folder, "1_banner.w480.webp");
      const temporary = path.join(folder, `.1_banner.w480.webp.${process.pid}.tmp`);
      fs.mkdirSync(folder, { recursive: true });
      const recorder = await recordDiskOrder(folder);
      try {
        await storage.put("images/1_banner.w480.webp", Buffer.from("webp bytes"), "image/webp");
      } finally {
        recorder.stop();
      }
      expect(recorder.events).toEqual([`sync ${temporary}`, `rename ${temporary} -> ${file}`, `sync ${folder}`]);
      expect(fs.readFileSync(file, "utf8")).toBe("webp bytes");
    });
  }
});

describe("S3 public URLs", () => {
  const s3 = (env: Record<string, string>) => createStorage(parseConfig({ STORAGE: "s3", S3_BUCKET: "media", ...env }));
  it("uses S3_PUBLIC_URL when set, else the endpoint in path or host style, else the regional host", () => {
    expect(s3({ S3_PUBLIC_URL: "https://cdn.example.com/files/" }).urlFor("images/a.jpg")).toBe(
      "https://cdn.example.com/files/images/a.jpg",
    );
    expect(s3({ S3_ENDPOINT: "https://s3.example.com", S3_FORCE_PATH_STYLE: "true" }).urlFor("images/a.jpg")).toBe(
      "https://s3.example.com/media/images/a.jpg",
    );
    expect(s3({ S3_ENDPOINT: "https://s3.example.com" }).urlFor("images/a.jpg")).toBe("https://media.s3.example.com/images/a.jpg");
    expect(s3({ S3_REGION: "ap-south-1" }).urlFor("images/a.jpg")).toBe("https://media.s3.ap-south-1.amazonaws.com/images/a.jpg");
    expect(s3({ S3_PUBLIC_URL: "https://cdn.example.com/files" }).publicOrigin).toBe("https://cdn.example.com");
  });
});
