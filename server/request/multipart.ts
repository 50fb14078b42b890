import busboy from "busboy";
import type { Request } from "express";

/**
 * A multipart/form-data parser for `req` (admin uploads, the review form) that keeps the text
 * fields and drops the connection once the body passes `bodyLimit` bytes. Null, with the request
 * drained, when the request is not multipart. The caller adds its file handling and pipes.
 */
export function multipartParser(
  req: Request,
  limits: busboy.Limits,
  bodyLimit: number,
): { parser: busboy.Busboy; fields: Record<string, string> } | null {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits });
  } catch {
    req.resume();
    return null;
  }
  const fields: Record<string, string> = {};
  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > bodyLimit) req.destroy();
  });
  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  return { parser, fields };
}
