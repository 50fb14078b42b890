import { describe, expect, it } from "vitest";
import { backupUploads, settleAbsentUploads } from "./backup-uploads";

describe("which uploads a backup takes", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  const old = new Date("2026-11-30T12:00:00Z");

  it("takes the recorded files, skips the rest, and tells a lost file from one still being stored", () => {
    const onDisk = [".DS_Store", "images/1_a.jpg", "images/1_a.w480.webp", "images/.1_a.jpg.123.tmp", "a\\b.webp", "pdfs/2_b.pdf"];
    const records = [
      { keys: ["images/1_a.jpg", "images/1_a.w480.webp", "images/1_a.w960.webp"], createdAt: old },
      { keys: ["pdfs/2_b.pdf"], createdAt: old },
      { keys: ["images/3_c.jpg"], createdAt: new Date("2026-12-01T11:58:00Z") },
    ];
    expect(backupUploads(onDisk, records, now)).toEqual({
      included: ["images/1_a.jpg", "images/1_a.w480.webp", "pdfs/2_b.pdf"],
      skipped: [".DS_Store", "a\\b.webp", "images/.1_a.jpg.123.tmp"],
      missing: ["images/1_a.w960.webp"],
      inProgress: ["images/3_c.jpg"],
    });
  });

  it("takes nothing and skips everything when there are no records", () => {
    expect(backupUploads(["x.swp"], [], now)).toEqual({ included: [], skipped: ["x.swp"], missing: [], inProgress: [] });
  });

  it("counts an absent file as lost while its record remains, and as deleted once the record is gone too", () => {
    const absent = ["images/9_z.w480.webp", "images/1_a.jpg", "images/1_a.w480.webp", "images/1_a.jpg"];
    const stillRecorded = new Set(["images/9_z.jpg", "images/9_z.w480.webp"]);
    expect(settleAbsentUploads(absent, stillRecorded)).toEqual({
      missing: ["images/9_z.w480.webp"],
      deleted: ["images/1_a.jpg", "images/1_a.w480.webp"],
    });
  });
});
