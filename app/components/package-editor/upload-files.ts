import type { EditorFiles } from "./editor-form";

/** What an uploaded file is for: the upload endpoint's `kind` (admin and partner alike). */
export type UploadKind = "banner" | "gallery" | "review" | "pdf";

export type Uploader = (kind: UploadKind, file: File, index?: number) => Promise<{ url: string }>;

/** Where an uploaded file belongs: a single slot, or the n-th newly picked gallery image. */
export type UploadSlot = { kind: "banner" | "review" | "pdf" } | { kind: "gallery"; pick: number };

/** A failed upload: which kind of file, and the server's (or the network's) reason; the editor words it. */
export class UploadError extends Error {
  constructor(
    readonly kind: UploadKind,
    readonly reason: string,
  ) {
    super(reason);
    this.name = "UploadError";
  }
}

export function countUploads(files: EditorFiles): number {
  return (files.banner ? 1 : 0) + (files.review ? 1 : 0) + (files.pdf ? 1 : 0) + files.gallery.length;
}

/** The item being uploaded, counted from 1, for 'Uploading 2/5 items'. */
export function uploadingItem(done: number, total: number): { item: number; total: number } {
  return { item: Math.min(done + 1, total), total };
}

/** "" when the error carries no words of its own (the editor then says it is unknown). */
function failure(kind: UploadKind, error: unknown): UploadError {
  return new UploadError(kind, error instanceof Error ? error.message : "");
}

/**
 * Uploads the picked files: banner, review screenshot and PDF one after another, then the
 * gallery images in parallel (they are independent and the most numerous). Each success is reported at once, so a later
 * failure keeps what already reached the server; the first failure throws an UploadError.
 */
export async function uploadPickedFiles(options: {
  files: EditorFiles;
  /** Gallery images the package keeps; new ones are numbered after them. */
  keptGalleryCount: number;
  upload: Uploader;
  onUploaded: (slot: UploadSlot, url: string) => void;
  onProgress: (done: number, total: number) => void;
}): Promise<void> {
  const { files, keptGalleryCount, upload, onUploaded, onProgress } = options;
  const total = countUploads(files);
  let done = 0;
  const finished = () => onProgress(++done, total);
  if (total > 0) onProgress(0, total);

  for (const kind of ["banner", "review", "pdf"] as const) {
    const file = files[kind];
    if (!file) continue;
    try {
      const { url } = await upload(kind, file);
      onUploaded({ kind }, url);
    } catch (e) {
      throw failure(kind, e);
    }
    finished();
  }

  const results = await Promise.allSettled(
    files.gallery.map(async (file, pick) => {
      const { url } = await upload("gallery", file, keptGalleryCount + pick);
      onUploaded({ kind: "gallery", pick }, url);
      finished();
    }),
  );
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (rejected) throw failure("gallery", rejected.reason);
}
