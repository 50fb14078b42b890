import net from "node:net";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decompressionBombPng, exifHasGps, jpegWithGps, solidImage } from "../images/test-images";
import { oneTestDatabase } from "../testing/databases";
import { useAdminApp, withStorageDrivers } from "../admin/testing/admin-test-app";

const MB = 1024 * 1024;
const combos = withStorageDrivers(oneTestDatabase());

/** A PDF's skeleton (header, an object, an xref table, startxref, %%EOF) padded with spaces. */
function pdfOfSize(bytes: number) {
  const body = Buffer.alloc(bytes, 0x20);
  body.write("%PDF-1.4\n1 0 obj\n<< >>\nendobj\nxref\n0 2\n");
  const tail = "\nstartxref\n32\n%%EOF\n";
  body.write(tail, bytes - tail.length);
  return body;
}

describe.each(combos)("uploads on $name with $storage storage", ({ open, storage }) => {
  const ctx = useAdminApp(open, { storage, signIn: true });

  /** Fetches a stored file through its public URL (the app for local, the S3 server for s3). */
  async function fetchStored(url: string) {
    const absolute = url.startsWith("/") ? ctx.app.baseUrl + url : url;
    const res = await fetch(absolute);
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  }

  it("stores a banner: original re-encoded without EXIF/GPS plus WebP widths; url is the largest", async () => {
    const res = await ctx.client.upload("banner", new Blob([await jpegWithGps(2400, 1600)]), "holiday.jpeg");
    expect(res.status).toBe(201);
    const { url, key } = res.data as { url: string; key: string };
    expect(key).toMatch(/^images\/\d{13}_banner\.jpg$/);
    expect(url).toMatch(
      storage === "local"
        ? /^\/uploads\/images\/\d{13}_banner\.w1600\.webp$/
        : /^http:\/\/127\.0\.0\.1:\d+\/kt-uploads\/images\/\d{13}_banner\.w1600\.webp$/,
    );
    expect(ctx.app.services.storage.keyFromUrl(url)).toBe(key.replace(/\.jpg$/, ".w1600.webp"));

    const base = url.replace(/\.w1600\.webp$/, "");
    for (const [width, height] of [
      [480, 720],
      [960, 1440],
      [1600, 2400],
    ]) {
      const { res: file, body } = await fetchStored(`${base}.w${width}.webp`);
      expect(file.status).toBe(200);
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, height]);
      expect(meta.exif).toBeUndefined();
    }
    const { body: original } = await fetchStored(ctx.app.services.storage.urlFor(key));
    const meta = await sharp(original).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([1600, 2400]);
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);

    const [record] = await ctx.database.rows<{ key: string; url: string; kind: string; package_id: string | null; variants: string[] }>(
      sql`SELECT key, url, kind, package_id, variants FROM uploaded_files WHERE key = ${key}`,
    );
    expect(record).toMatchObject({ key, url, kind: "image", package_id: null });
    expect(record!.variants).toHaveLength(3);
  });

  it("names gallery images, review screenshots and PDFs after the spec's pattern", async () => {
    const png = new Blob([await solidImage(700, 500, "png")]);
    const gallery = await ctx.client.upload("gallery", png, "x.png", 2);
    expect(gallery.status).toBe(201);
    expect(gallery.data.key).toMatch(/^images\/\d{13}_gallery_2\.png$/);
    expect(gallery.data.url).toMatch(/_gallery_2\.w700\.webp$/);
    const review = await ctx.client.upload("review", png, "review.png");
    expect(review.data.key).toMatch(/^images\/\d{13}_google_review\.png$/);
    const pdf = await ctx.client.upload("pdf", new Blob([pdfOfSize(2000)]), "brochure.pdf");
    expect(pdf.status).toBe(201);
    expect(pdf.data.key).toMatch(/^pdfs\/\d{13}_package\.pdf$/);
    expect(pdf.data.url).toMatch(/\/pdfs\/\d{13}_package\.pdf$/);
    const { res, body } = await fetchStored(pdf.data.url as string);
    expect(res.status).toBe(200);
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("gives two uploads in the same millisecond different names", async () => {
    const jpeg = new Blob([await solidImage(500, 300)]);
    const results = await Promise.all([1, 2, 3].map(() => ctx.client.upload("banner", jpeg, "a.jpg")));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.data.key)).size).toBe(3);
  });

  it("judges a PDF by content: a .pdf name holding PNG bytes is refused", async () => {
    const res = await ctx.client.upload("pdf", new Blob([await solidImage(50, 50, "png")], { type: "application/pdf" }), "brochure.pdf");
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error: "Only PDF files are allowed." });
  });

  it("refuses a file that starts like a PDF but is not one, or was cut off", async () => {
    const whole = pdfOfSize(2000);
    for (const body of [Buffer.from("%PDF-1.4\nnot really a document\n"), whole.subarray(0, 1500)]) {
      const res = await ctx.client.upload("pdf", new Blob([body]), "brochure.pdf");
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ error: "The PDF could not be read; it may be damaged or incomplete. Please upload a valid PDF file." });
    }
  });

  it("accepts a PDF of exactly 6 MB and refuses 6 MB + 1 byte", async () => {
    expect((await ctx.client.upload("pdf", new Blob([pdfOfSize(6 * MB)]), "big.pdf")).status).toBe(201);
    const res = await ctx.client.upload("pdf", new Blob([pdfOfSize(6 * MB + 1)]), "big.pdf");
    expect(res.status).toBe(413);
    expect(res.data).toEqual({ error: "PDF file size exceeds 6MB limit." });
  });

  it("judges an image by content: text named .jpg, a PDF or an SVG as a banner are refused", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    for (const [body, name] of [
      ["not an image at all", "photo.jpg"],
      [pdfOfSize(100), "photo.png"],
      [svg, "logo.svg"],
    ] as const) {
      const res = await ctx.client.upload("banner", new Blob([body], { type: "image/jpeg" }), name);
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ error: "Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF)." });
    }
  });

  it("refuses a decompression-bomb PNG (20000 x 20000) with a clear message", async () => {
    const res = await ctx.client.upload("gallery", new Blob([decompressionBombPng(20000)]), "bomb.png", 0);
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error: "Image is too large: at most 40 megapixels are allowed." });
  });

  it("refuses an image over 15 MB", async () => {
    const res = await ctx.client.upload("banner", new Blob([Buffer.alloc(15 * MB + 10, 1)]), "huge.jpg");
    expect(res.status).toBe(413);
    expect(res.data).toEqual({ error: "Image file size exceeds 15MB limit." });
  });

  it("names the PDF limit even when the kind field comes after the file", async () => {
    const form = new FormData();
    form.set("file", new Blob([pdfOfSize(6 * MB + 1)]), "late.pdf");
    form.set("kind", "pdf");
    const res = await ctx.client.call("POST", "/api/admin/uploads", { body: form });
    expect(res.status).toBe(413);
    expect(res.data).toEqual({ error: "PDF file size exceeds 6MB limit." });
  });

  it("answers a body far beyond every limit without reading it", async () => {
    const res = await ctx.client.upload("banner", new Blob([Buffer.alloc(40 * MB, 1)]), "huge.jpg");
    expect(res.status).toBe(413);
    expect(res.data).toEqual({ error: "Image file size exceeds 15MB limit." });
  });

  it("answers a body declared far beyond every limit at once, and keeps reading while the client still sends", async () => {
    // A raw socket, to see what a browser on a slow uplink meets: the answer comes after the first
    // megabyte, and the connection still takes the next eight (closing it at once reset it, and a
    // reset could reach the client before the answer).
    const { port } = new URL(ctx.app.baseUrl);
    const socket = net.connect(Number(port), "127.0.0.1");
    // What befell the connection from the server's side: an error (a reset), its end or its close.
    const befell: string[] = [];
    socket.on("error", (e: NodeJS.ErrnoException) => befell.push(e.code ?? e.message));
    socket.on("end", () => befell.push("end"));
    socket.on("close", () => befell.push("close"));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    const write = (bytes: Buffer) => new Promise<void>((resolve) => socket.write(bytes, () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const declared = 40 * MB;
    await write(
      Buffer.from(
        [
          "POST /api/admin/uploads HTTP/1.1",
          `Host: 127.0.0.1:${port}`,
          `Origin: ${ctx.app.origin}`,
          `Cookie: ${ctx.client.cookie}`,
          "Content-Type: multipart/form-data; boundary=x",
          `Content-Length: ${declared}`,
          "",
          "",
        ].join("\r\n"),
      ),
    );
    await write(Buffer.alloc(MB, 0x61));
    await expect.poll(() => answer, { timeout: 15_000 }).toContain("Image file size exceeds 15MB limit.");
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    for (let i = 0; i < 8; i++) await write(Buffer.alloc(MB, 0x61));
    // A connection cut by the server ends (or resets) within a round trip of the answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(befell).toEqual([]);
    socket.destroy();
  });

  it("refuses a bad kind, a bad index, a missing file and a non-multipart body", async () => {
    const jpeg = new Blob([await solidImage(100, 100)]);
    expect((await ctx.client.upload("avatar", jpeg, "a.jpg")).data).toEqual({
      error: "Upload kind must be banner, gallery, review or pdf.",
    });
    expect((await ctx.client.upload("gallery", jpeg, "a.jpg", -1)).data).toEqual({
      error: "Gallery index must be a whole number from 0 to 99.",
    });
    const form = new FormData();
    form.set("kind", "banner");
    expect((await ctx.client.call("POST", "/api/admin/uploads", { body: form })).data).toEqual({
      error: "No file was uploaded. Choose a file and try again.",
    });
    const json = await ctx.client.call("POST", "/api/admin/uploads", { json: { kind: "banner" } });
    expect(json.status).toBe(400);
    expect(json.data.error).toBe("Send the file as multipart/form-data with the fields kind and file.");
  });

  it("never lets a client file name reach the file system", async () => {
    const res = await ctx.client.upload("banner", new Blob([await solidImage(100, 100)]), "../../../etc/passwd.jpg");
    expect(res.status).toBe(201);
    expect(res.data.key).toMatch(/^images\/\d{13}_banner\.jpg$/);
  });

  if (storage === "local") {
    it("serves /uploads with immutable caching and nosniff, and 404 for a missing or escaping path", async () => {
      const res = await ctx.client.upload("banner", new Blob([await solidImage(300, 200)]), "a.jpg");
      const file = await fetch(ctx.app.baseUrl + (res.data.url as string));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await fetch(`${ctx.app.baseUrl}/uploads/images/nothing.webp`)).status).toBe(404);
      expect((await fetch(`${ctx.app.baseUrl}/uploads/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    });
  } else {
    it("allows the S3 origin in the CSP for images and the PDF download", async () => {
      const res = await fetch(`${ctx.app.baseUrl}/healthz`);
      const csp = res.headers.get("content-security-policy")!;
      const origin = new URL(ctx.s3Endpoint!).origin;
      expect(csp).toContain(`img-src 'self' data: blob: ${origin}`);
      expect(csp).toContain(`connect-src 'self' ${origin}`);
    });
  }
});
