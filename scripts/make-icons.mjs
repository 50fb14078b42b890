// Writes the web app manifest's icons from public/assets/brand/logo.svg (sharp; run again after changing the logo):
//   node scripts/make-icons.mjs
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const logo = fs.readFileSync(path.join(root, "public", "assets", "brand", "logo.svg"));
const out = path.join(root, "public", "icons");
fs.mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
}
// Maskable: the logo inside the 80% safe zone on the brand colour, so any mask shape keeps it whole.
const inner = Math.round(512 * 0.72);
const glyph = await sharp(logo, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#065f46" } })
  .composite([{ input: glyph, gravity: "center" }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, "maskable-512.png"));
// iOS home screen.
await sharp(logo, { density: (72 * 180) / 64 })
  .resize(180, 180)
  .flatten({ background: "#065f46" })
  .png()
  .toFile(path.join(out, "apple-touch-icon.png"));
console.log(`Icons written to ${path.relative(root, out)}`);
