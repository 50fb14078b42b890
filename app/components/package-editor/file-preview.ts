import { useEffect, useMemo } from "react";
import { IMAGE_SIGNATURE_BYTES, looksLikeImage } from "../../../domain/images";

/** An object URL for a picked file, revoked when the file changes or the component goes away. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** A PDF by content, not by name or type: it starts with '%PDF-' (the server checks the same). */
export async function isPdfContent(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return head.length === PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/** An image by content (JPEG, PNG, WebP, GIF or AVIF), not by name or type: what the upload pipeline takes. */
export async function isImageContent(file: Blob): Promise<boolean> {
  return looksLikeImage(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()));
}

/** The first of the picked files that is not an image, if any. */
export async function firstNonImage(files: readonly File[]): Promise<File | undefined> {
  for (const file of files) if (!(await isImageContent(file))) return file;
  return undefined;
}
