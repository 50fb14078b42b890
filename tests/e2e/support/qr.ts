import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect } from "./fixtures";

/** Reads the QR code shown in `image`, as a phone's camera would: from a screenshot of it. */
export async function decodeQr(image: Locator): Promise<string> {
  // Centre it first: a dialog's sticky header would otherwise cover its top rows.
  await image.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, "the QR code decodes").not.toBeNull();
  return code!.data;
}
