import { Router, type Request, type RequestHandler, type Response } from "express";
import { IMAGE_MAX_BYTES, ImageRejectedError, processImage } from "../images/image-pipeline";
import { StorageFailedError, storeImage, storeUpload, uploadedBytesOf, type FileDeps } from "./uploaded-files";
import { looksLikePdf } from "../images/pdf-check";
import { multipartParser } from "../request/multipart";
import { dropRefusedBody } from "../request/refused-body";
import { codeOf, type CodedMessage } from "../../domain/coded-message";
import { PDF_MAX_BYTES } from "../../domain/package-validation";
import { GALLERY_INDEX_MAX, uploadRefusal } from "../../domain/upload-messages";

export const UPLOAD_KINDS = ["banner", "gallery", "review", "pdf"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Past this many bytes of request body the connection is cut instead of read further. */
const HARD_BODY_LIMIT = IMAGE_MAX_BYTES + 1024 * 1024;

/** A refused upload: the English message (the error's), and its code and params for the answer. */
class UploadRejected extends Error {
  constructor(
    readonly refusal: CodedMessage,
    readonly status = 400,
  ) {
    super(refusal.message);
  }
}

interface ParsedUpload {
  kind: UploadKind;
  index: number;
  body: Buffer;
}

function limitFor(kind: string | undefined) {
  return kind === "pdf" ? PDF_MAX_BYTES : IMAGE_MAX_BYTES;
}

function tooLarge(kind: string | undefined) {
  return new UploadRejected(uploadRefusal(kind === "pdf" ? "pdfTooLarge" : "imageTooLarge"), 413);
}

/**
 * Reads one multipart upload with busboy. The file is collected only up to the limit of its
 * kind; anything past it is discarded unread into memory, and a body far past every limit
 * makes the server drop the connection.
 */
function readUpload(req: Request): Promise<ParsedUpload> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > HARD_BODY_LIMIT) {
      return reject(new UploadRejected(uploadRefusal("imageTooLarge"), 413));
    }
    const multipart = multipartParser(
      req,
      { files: 1, fields: 4, fieldSize: 64, parts: 6, fileSize: IMAGE_MAX_BYTES + 1 },
      HARD_BODY_LIMIT,
    );
    if (!multipart) return reject(new UploadRejected(uploadRefusal("notMultipart")));
    const { parser, fields } = multipart;
    let chunks: Buffer[] = [];
    let size = 0;
    let sawFile = false;
    let failure: UploadRejected | null = null;
    parser.on("file", (name, stream) => {
      if (name !== "file" || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      stream.on("data", (chunk: Buffer) => {
        if (failure) return;
        size += chunk.length;
        if (size > limitFor(fields.kind)) {
          failure = tooLarge(fields.kind);
          chunks = [];
          return;
        }
        chunks.push(chunk);
      });
      stream.on("limit", () => {
        failure ??= tooLarge(fields.kind);
        chunks = [];
      });
    });
    parser.on("error", () => reject(new UploadRejected(uploadRefusal("notMultipart"))));
    parser.on("close", () => {
      const kind = fields.kind as UploadKind;
      if (!UPLOAD_KINDS.includes(kind)) return reject(new UploadRejected(uploadRefusal("badKind")));
      // The kind may have arrived after the file: name the limit of the kind it turned out to be.
      if (failure) return reject(failure.status === 413 ? tooLarge(kind) : failure);
      if (!sawFile || size === 0) return reject(new UploadRejected(uploadRefusal("noFile")));
      if (size > limitFor(kind)) return reject(tooLarge(kind));
      const index = fields.index === undefined || fields.index === "" ? 0 : Number(fields.index);
      if (!Number.isInteger(index) || index < 0 || index > GALLERY_INDEX_MAX) return reject(new UploadRejected(uploadRefusal("badIndex")));
      resolve({ kind, index, body: Buffer.concat(chunks) });
    });
    req.pipe(parser);
  });
}

const NAME: Record<Exclude<UploadKind, "pdf">, (index: number) => string> = {
  banner: () => "banner",
  gallery: (n) => `gallery_${n}`,
  review: () => "google_review",
};

async function store(deps: FileDeps, upload: ParsedUpload, providerId: string | undefined) {
  if (upload.kind === "pdf") {
    // The bytes decide, never the name or the declared type.
    if (!upload.body.subarray(0, 5).equals(Buffer.from("%PDF-"))) throw new UploadRejected(uploadRefusal("notPdf"));
    if (!looksLikePdf(upload.body)) throw new UploadRejected(uploadRefusal("unreadablePdf"));
    return storeUpload(deps, {
      providerId,
      kind: "pdf",
      urlIndex: 0,
      build: (ts) => [{ key: `pdfs/${ts}_package.pdf`, body: upload.body, contentType: "application/pdf" }],
    });
  }
  return storeImage(deps, await processImage(upload.body), NAME[upload.kind](upload.index), providerId);
}

/**
 * One upload: multipart `kind`, optional `index`, one `file` → 201 {url, key}. The admin's and the
 * partner portal's upload routes are this handler behind their own role checks.
 */
export function uploadHandler(
  deps: FileDeps,
  /** A partner's uploads: the provider they are recorded under, and what it may hold in all. */
  owner?: { providerOf: (res: Response) => string; quotaBytes: number },
): RequestHandler {
  return async (req, res) => {
    try {
      const upload = await readUpload(req);
      const providerId = owner?.providerOf(res);
      // A soft limit: two uploads at the same moment may both pass it; the next one is refused.
      if (owner && providerId && (await uploadedBytesOf(deps.database.db, providerId)) + upload.body.length > owner.quotaBytes)
        throw new UploadRejected(uploadRefusal("quotaReached", { quotaMb: Math.round(owner.quotaBytes / 1024 / 1024) }), 413);
      const record = await store(deps, upload, providerId);
      res.status(201).json({ url: record.url, key: record.key });
    } catch (e) {
      if (e instanceof UploadRejected || e instanceof ImageRejectedError) {
        // A body still arriving is not worth keeping: answer, and drop the rest as it comes.
        dropRefusedBody(req);
        // The partner portal says a refusal by its code in the page's language; the admin's English screen shows `error`.
        res.status(e.status).json({ error: e.message, ...(owner ? codeOf(e.refusal) : {}) });
      } else if (e instanceof StorageFailedError) {
        res.status(503).json({ error: e.message });
      } else {
        deps.logger.error({ err: e }, "upload failed");
        res.status(500).json({ error: "The upload failed. Please try again." });
      }
    }
  };
}

/**
 * POST /api/admin/uploads. Mounted behind the admin API's session and cross-site checks
 * (server/admin/admin-routes.ts).
 */
export function uploadAdminRoutes(deps: FileDeps) {
  const router = Router();
  router.post("/api/admin/uploads", uploadHandler(deps));
  return router;
}
