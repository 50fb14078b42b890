import { describe, expect, it } from "vitest";
import { NO_FILES } from "./editor-form";
import { countUploads, uploadingItem, uploadPickedFiles, UploadError, type UploadKind, type UploadSlot } from "./upload-files";

const file = (name: string) => new File([name], name);

/** Records the order uploads start and finish; gallery uploads finish in reverse order. */
function recorder(fail?: UploadKind) {
  const events: string[] = [];
  const upload = async (kind: UploadKind, f: File, index?: number) => {
    events.push(`start ${kind}${index ?? ""}`);
    await new Promise((r) => setTimeout(r, kind === "gallery" ? 20 - (index ?? 0) * 5 : 1));
    if (kind === fail) throw new Error("disk full");
    events.push(`end ${kind}${index ?? ""}`);
    return { url: `/u/${f.name}` };
  };
  return { events, upload };
}

describe("uploadPickedFiles", () => {
  it("uploads single files in sequence, then the gallery in parallel, numbering after kept images", async () => {
    const { events, upload } = recorder();
    const uploaded: [UploadSlot, string][] = [];
    const progress: string[] = [];
    const files = { banner: file("b.png"), review: file("r.png"), pdf: file("p.pdf"), gallery: [file("g1.png"), file("g2.png")] };
    await uploadPickedFiles({
      files,
      keptGalleryCount: 2,
      upload,
      onUploaded: (s, u) => uploaded.push([s, u]),
      onProgress: (d, t) => progress.push(`${uploadingItem(d, t).item}/${t}`),
    });
    expect(events.slice(0, 6)).toEqual(["start banner", "end banner", "start review", "end review", "start pdf", "end pdf"]);
    expect(events.slice(6, 8)).toEqual(["start gallery2", "start gallery3"]);
    expect(uploaded).toContainEqual([{ kind: "gallery", pick: 0 }, "/u/g1.png"]);
    expect(uploaded).toContainEqual([{ kind: "pdf" }, "/u/p.pdf"]);
    expect(progress).toEqual(["1/5", "2/5", "3/5", "4/5", "5/5", "5/5"]);
  });

  it("names the kind of file that failed and the reason, keeping earlier successes", async () => {
    const pdfFails = recorder("pdf");
    const uploaded: UploadSlot[] = [];
    const attempt = uploadPickedFiles({
      files: { ...NO_FILES, banner: file("b.png"), pdf: file("p.pdf"), gallery: [file("g.png")] },
      keptGalleryCount: 0,
      upload: pdfFails.upload,
      onUploaded: (s) => uploaded.push(s),
      onProgress: () => {},
    });
    await expect(attempt).rejects.toMatchObject({ kind: "pdf", reason: "disk full" });
    await expect(attempt).rejects.toBeInstanceOf(UploadError);
    expect(uploaded).toEqual([{ kind: "banner" }]);

    const galleryFails = recorder("gallery");
    await expect(
      uploadPickedFiles({
        files: { ...NO_FILES, gallery: [file("g.png")] },
        keptGalleryCount: 0,
        upload: galleryFails.upload,
        onUploaded: () => {},
        onProgress: () => {},
      }),
    ).rejects.toMatchObject({ kind: "gallery", reason: "disk full" });
  });

  it("does nothing without picked files", async () => {
    const { events, upload } = recorder();
    const progress: number[] = [];
    await uploadPickedFiles({ files: NO_FILES, keptGalleryCount: 0, upload, onUploaded: () => {}, onProgress: (d) => progress.push(d) });
    expect(events).toEqual([]);
    expect(progress).toEqual([]);
    expect(countUploads(NO_FILES)).toBe(0);
  });
});
