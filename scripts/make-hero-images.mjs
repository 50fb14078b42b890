// Renders the four home-page hero backgrounds (drawn here as SVG) to WebP renditions
// public/assets/hero/hero-{n}.w{480,960,1600}.webp, following domain/images.ts naming.
// Run: node scripts/make-hero-images.mjs
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public/assets/hero");
const W = 1600;
const H = 1000;

const palm = (x, y, s, colour) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${colour}">
    <path d="M0 0 C6 -80 14 -160 34 -230 L42 -228 C24 -160 16 -80 10 0 Z"/>
    <path d="M38 -230 C0 -250 -50 -240 -90 -205 C-50 -225 -10 -228 38 -222 Z"/>
    <path d="M38 -230 C70 -262 120 -262 160 -235 C118 -246 80 -240 40 -222 Z"/>
    <path d="M38 -230 C10 -280 -30 -300 -70 -295 C-30 -285 0 -262 34 -224 Z"/>
    <path d="M38 -230 C70 -290 110 -305 140 -300 C104 -285 74 -262 44 -224 Z"/>
    <path d="M38 -230 C60 -200 70 -160 70 -120 C56 -160 44 -195 34 -222 Z"/>
    <path d="M38 -230 C10 -205 -10 -170 -14 -130 C2 -170 18 -200 40 -222 Z"/>
  </g>`;

const scenes = [
  // Backwaters at dawn: houseboat, palms, still water.
  `<defs>
     <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a5f"/><stop offset="0.55" stop-color="#f59e0b"/><stop offset="1" stop-color="#fcd34d"/></linearGradient>
     <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b45309"/><stop offset="1" stop-color="#0f2a3d"/></linearGradient>
   </defs>
   <rect width="${W}" height="${H}" fill="url(#sky)"/>
   <circle cx="1100" cy="560" r="90" fill="#fde68a" opacity="0.9"/>
   <rect y="600" width="${W}" height="400" fill="url(#water)"/>
   <path d="M0 610 Q400 560 800 600 T1600 590 V620 H0Z" fill="#064e3b"/>
   ${palm(120, 620, 1.3, "#052e22")}${palm(300, 615, 1.0, "#073b2b")}${palm(1380, 612, 1.2, "#052e22")}${palm(1500, 618, 0.9, "#073b2b")}
   <g transform="translate(620 640)">
     <path d="M0 40 Q180 80 360 40 L340 70 Q180 95 20 70Z" fill="#3b1f0e"/>
     <path d="M30 40 Q60 -20 180 -30 Q300 -20 330 40Z" fill="#8b5a2b"/>
     <path d="M60 40 Q90 0 180 -8 Q270 0 300 40Z" fill="#a16207"/>
   </g>
   <g opacity="0.25" fill="#fde68a"><rect x="1040" y="700" width="120" height="4"/><rect x="1060" y="740" width="80" height="4"/><rect x="1080" y="780" width="40" height="4"/></g>`,
  // Tea hills of the high ranges under mist.
  `<defs>
     <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient>
   </defs>
   <rect width="${W}" height="${H}" fill="url(#sky)"/>
   <path d="M0 420 Q300 260 620 400 T1200 360 T1600 380 V1000 H0Z" fill="#5b8c6f"/>
   <path d="M0 520 Q360 380 760 520 T1600 470 V1000 H0Z" fill="#3f7d4e"/>
   <defs><linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0f9ff" stop-opacity="0"/><stop offset="0.5" stop-color="#f0f9ff" stop-opacity="0.55"/><stop offset="1" stop-color="#f0f9ff" stop-opacity="0"/></linearGradient></defs>
   <rect y="400" width="${W}" height="140" fill="url(#mist)"/>
   <path d="M0 650 Q420 500 900 640 T1600 600 V1000 H0Z" fill="#2f6b3a"/>
   <g stroke="#1f4d2a" stroke-width="10" fill="none" opacity="0.55">
     <path d="M0 720 Q420 580 900 710 T1600 670"/><path d="M0 790 Q420 650 900 780 T1600 740"/>
     <path d="M0 860 Q420 720 900 850 T1600 810"/><path d="M0 930 Q420 790 900 920 T1600 880"/>
   </g>
   <path d="M0 1000 V880 Q500 820 1000 900 T1600 860 V1000Z" fill="#1f4d2a"/>`,
  // Cliff beach at sunset with palms.
  `<defs>
     <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4c1d95"/><stop offset="0.5" stop-color="#db2777"/><stop offset="1" stop-color="#fb923c"/></linearGradient>
     <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
   </defs>
   <rect width="${W}" height="${H}" fill="url(#sky)"/>
   <circle cx="800" cy="600" r="120" fill="#fde68a"/>
   <rect y="600" width="${W}" height="400" fill="url(#sea)"/>
   <path d="M1000 600 L1600 480 V1000 H1150 Q1080 800 1000 600Z" fill="#3b0f1f"/>
   <path d="M0 860 Q400 800 900 880 T1600 900 V1000 H0Z" fill="#fcd9a8"/>
   ${palm(1280, 500, 1.1, "#1a0612")}${palm(1450, 490, 1.4, "#1a0612")}${palm(160, 880, 1.5, "#1a0612")}
   <g fill="#fde68a" opacity="0.4"><rect x="700" y="650" width="200" height="5"/><rect x="730" y="700" width="140" height="5"/><rect x="760" y="750" width="80" height="5"/></g>`,
  // Night festival: lamps and temple silhouette.
  `<defs>
     <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="#3b2a5a"/></linearGradient>
     <radialGradient id="glow"><stop offset="0" stop-color="#fbbf24" stop-opacity="0.9"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>
   </defs>
   <rect width="${W}" height="${H}" fill="url(#sky)"/>
   <g fill="#fef3c7">${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 397) % W}" cy="${(i * 131) % 420}" r="${1 + (i % 3)}"/>`).join("")}</g>
   <path d="M520 700 L620 560 L700 560 L800 420 L900 560 L980 560 L1080 700Z" fill="#120a1f"/>
   <rect x="540" y="700" width="520" height="300" fill="#120a1f"/>
   <path d="M0 780 Q400 740 800 780 T1600 770 V1000 H0Z" fill="#0a0614"/>
   ${Array.from({ length: 9 }, (_, i) => `<circle cx="${140 + i * 165}" cy="${820 - (i % 2) * 20}" r="70" fill="url(#glow)"/><circle cx="${140 + i * 165}" cy="${820 - (i % 2) * 20}" r="9" fill="#fde68a"/>`).join("")}
   ${palm(240, 790, 1.2, "#05030a")}${palm(1360, 790, 1.3, "#05030a")}`,
];

fs.mkdirSync(OUT, { recursive: true });
for (const [i, body] of scenes.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  for (const width of [1600, 960, 480]) {
    const file = path.join(OUT, `hero-${i + 1}.w${width}.webp`);
    await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 72, effort: 6 }).toFile(file);
    console.log(`${path.relative(process.cwd(), file)} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
  }
}

// Default link-preview image (1200x630) for pages without their own.
await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scenes[0]}</svg>`))
  .resize({ width: 1200, height: 630, fit: "cover" })
  .jpeg({ quality: 78, mozjpeg: true })
  .toFile(path.join(OUT, "og-default.jpg"));
