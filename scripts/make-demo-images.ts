/**
 * Generates the demo catalogue's illustrative images (Kerala-flavoured scenes drawn as SVG and
 * rendered to WebP by sharp), the default stock banner, two review-screenshot cards, the
 * placeholder payment QR and a one-page brochure PDF. Everything is drawn here; nothing is
 * downloaded. Run: npx tsx scripts/make-demo-images.ts (outputs are committed).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "../domain/images";

const OUT = path.resolve("public/assets/packages");
const W = 1600;
const H = 900;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;

/** A smooth ridge line across the picture, filled down to the bottom edge. */
function ridge(seed: number, baseY: number, amp: number, points: number, fill: string, extra = ""): string {
  const r = rng(seed);
  const xs: [number, number][] = [];
  for (let i = 0; i <= points; i++) xs.push([(i / points) * W, baseY - r() * amp]);
  let d = `M0,${H} L0,${f(xs[0]![1])}`;
  for (let i = 0; i < xs.length - 1; i++) {
    const [x0, y0] = xs[i]!;
    const [x1, y1] = xs[i + 1]!;
    const mx = (x0 + x1) / 2;
    d += ` C${f(mx)},${f(y0)} ${f(mx)},${f(y1)} ${f(x1)},${f(y1)}`;
  }
  d += ` L${W},${H} Z`;
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

function sky(id: string, stops: string[]): string {
  const s = stops.map((c, i) => `<stop offset="${f((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
}

function palm(x: number, y: number, h: number, lean: number, colour: string, frond = colour): string {
  const topX = x + lean;
  const topY = y - h;
  const trunk = `<path d="M${x - h * 0.035},${y} Q${f(x + lean * 0.2)},${f(y - h * 0.5)} ${f(topX)},${f(topY)} Q${f(x + lean * 0.2 + h * 0.03)},${f(y - h * 0.5)} ${f(x + h * 0.035)},${y} Z" fill="${colour}"/>`;
  const leaves: string[] = [];
  const angles = [-160, -130, -100, -70, -40, -10, 15, 200];
  for (const a of angles) {
    const len = h * 0.42;
    const rad = (a * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35;
    const cx = topX + Math.cos(rad) * len * 0.5;
    const cy = topY + Math.sin(rad) * len * 0.5 - len * 0.1;
    leaves.push(
      `<path d="M${f(topX)},${f(topY)} Q${f(cx)},${f(cy - len * 0.12)} ${f(ex)},${f(ey)} Q${f(cx)},${f(cy + len * 0.08)} ${f(topX)},${f(topY)} Z" fill="${frond}"/>`,
    );
  }
  return trunk + leaves.join("");
}

function stars(seed: number, n: number, maxY: number): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < n; i++) {
    const rad = r() < 0.1 ? 2.4 : r() * 1.4 + 0.5;
    out += `<circle cx="${f(r() * W)}" cy="${f(r() * maxY)}" r="${f(rad)}" fill="#fff" opacity="${f(0.4 + r() * 0.6)}"/>`;
  }
  return out;
}

function waterLines(seed: number, y0: number, y1: number, colour: string, n: number): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < n; i++) {
    const y = y0 + r() * (y1 - y0);
    const x = r() * W;
    const len = 30 + r() * 140 * ((y - y0) / (y1 - y0) + 0.3);
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(2 + (y - y0) / 120)}" rx="2" fill="${colour}" opacity="${f(0.25 + r() * 0.4)}"/>`;
  }
  return out;
}

function tree(x: number, y: number, s: number, colour: string, trunk = "#4a3526"): string {
  return `<rect x="${f(x - s * 0.06)}" y="${f(y - s * 0.6)}" width="${f(s * 0.12)}" height="${f(s * 0.6)}" fill="${trunk}"/>
<circle cx="${f(x)}" cy="${f(y - s * 0.85)}" r="${f(s * 0.38)}" fill="${colour}"/>
<circle cx="${f(x - s * 0.28)}" cy="${f(y - s * 0.62)}" r="${f(s * 0.28)}" fill="${colour}"/>
<circle cx="${f(x + s * 0.28)}" cy="${f(y - s * 0.62)}" r="${f(s * 0.3)}" fill="${colour}"/>`;
}

function person(x: number, y: number, s: number, colour: string): string {
  return `<circle cx="${f(x)}" cy="${f(y - s * 0.88)}" r="${f(s * 0.12)}" fill="${colour}"/>
<path d="M${f(x - s * 0.15)},${f(y - s * 0.2)} L${f(x - s * 0.12)},${f(y - s * 0.72)} Q${f(x)},${f(y - s * 0.8)} ${f(x + s * 0.12)},${f(y - s * 0.72)} L${f(x + s * 0.15)},${f(y - s * 0.2)} Z" fill="${colour}"/>
<rect x="${f(x - s * 0.1)}" y="${f(y - s * 0.25)}" width="${f(s * 0.07)}" height="${f(s * 0.25)}" fill="${colour}"/>
<rect x="${f(x + s * 0.03)}" y="${f(y - s * 0.25)}" width="${f(s * 0.07)}" height="${f(s * 0.25)}" fill="${colour}"/>`;
}

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

/** A picture under a sky: the gradient `#s` of `skyStops`, top to bottom, fills the frame first; `defs` holds the picture's other gradients. */
function underSky(skyStops: string[], defs: string, body: string): string {
  return svg(sky("s", skyStops) + defs, `<rect width="${W}" height="${H}" fill="url(#s)"/>\n${body}`);
}

const palmRow = (seed: number, y: number, colour: string, count: number, minH: number, maxH: number) => {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) out += palm(r() * W, y, minH + r() * (maxH - minH), (r() - 0.5) * 40, colour);
  return out;
};

const scenes: Record<string, () => string> = {
  "alleppey-houseboat": () =>
    underSky(
      ["#ffb36b", "#ff8a65", "#c86b98", "#5b4b8a"],
      sky("w", ["#8c6aa6", "#4b5d8f", "#223a5e"]),
      `<circle cx="1050" cy="470" r="110" fill="#ffe08a" opacity="0.9"/>
<rect y="520" width="${W}" height="380" fill="url(#w)"/>
<rect x="990" y="530" width="120" height="240" fill="#ffe08a" opacity="0.18"/>
${ridge(11, 540, 25, 40, "#2f3a3f")}
${palmRow(12, 545, "#2b3135", 26, 60, 130)}
<rect y="548" width="${W}" height="352" fill="url(#w)"/>
${waterLines(13, 560, 880, "#ffd9a0", 90)}
<g transform="translate(430,600)">
<path d="M-40,60 Q380,120 760,50 L730,95 Q380,150 -10,100 Z" fill="#3b2417"/>
<path d="M0,62 Q40,-70 190,-80 L560,-80 Q700,-70 720,55 Z" fill="#c8913f"/>
<path d="M30,55 Q70,-50 190,-58 L560,-58 Q680,-50 700,52" fill="none" stroke="#8a5a24" stroke-width="6"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${100 + i * 60}" y="-10" width="34" height="40" rx="6" fill="#5b3b1e"/><rect x="${104 + i * 60}" y="-6" width="26" height="32" rx="4" fill="#ffcf7a" opacity="0.8"/>`).join("")}
</g>
${palm(150, 900, 520, 160, "#1d2427")}
${palm(60, 900, 380, 90, "#1d2427")}`,
    ),
  "munnar-tea-hills": () =>
    underSky(
      ["#8ec9ef", "#cfe9f7", "#eef7f2"],
      "",
      `${ridge(21, 380, 120, 8, "#8fb3c4")}
${ridge(22, 470, 110, 7, "#6f9f7c")}
<rect y="380" width="${W}" height="90" fill="#fff" opacity="0.35"/>
${ridge(23, 600, 140, 6, "#4f9a4a")}
${Array.from({ length: 14 }, (_, i) => `<path d="M-50,${620 + i * 22} Q400,${540 + i * 30} 800,${640 + i * 18} T1650,${600 + i * 24}" fill="none" stroke="#2f7a36" stroke-width="9" opacity="0.6"/>`).join("")}
${ridge(24, 760, 90, 5, "#3f8a3b")}
${Array.from({ length: 10 }, (_, i) => `<path d="M-50,${780 + i * 14} Q500,${720 + i * 18} 900,${790 + i * 12} T1650,${760 + i * 16}" fill="none" stroke="#2a6a2c" stroke-width="8" opacity="0.55"/>`).join("")}
${[220, 560, 1180, 1420].map((x, i) => `<rect x="${x}" y="${520 + i * 20}" width="10" height="200" fill="#3b2f24"/>${tree(x + 5, 560 + i * 20, 120, "#2d5f2f")}`).join("")}
<ellipse cx="1250" cy="170" rx="170" ry="36" fill="#fff" opacity="0.85"/>
<ellipse cx="380" cy="120" rx="130" ry="28" fill="#fff" opacity="0.8"/>`,
    ),
  "varkala-cliff-beach": () =>
    underSky(
      ["#5fb4e8", "#a9dcf5", "#e8f6fb"],
      sky("w", ["#1fa5b5", "#2cc2c4", "#7fe0d2"]),
      `<circle cx="1320" cy="150" r="70" fill="#fff6c8"/>
<rect y="430" width="${W}" height="300" fill="url(#w)"/>
${waterLines(31, 440, 700, "#ffffff", 70)}
<path d="M0,430 L560,430 Q620,470 640,560 Q660,640 720,700 L0,700 Z" fill="#b4532f"/>
<path d="M0,460 L520,460 Q580,500 600,580 L0,600 Z" fill="#cf6a3b"/>
${palmRow(32, 440, "#2e5d2c", 10, 60, 110).replace(/NaN/g, "0")}
<path d="M0,700 Q800,650 1600,690 L1600,900 L0,900 Z" fill="#f1d7a5"/>
<path d="M0,705 Q800,655 1600,695" fill="none" stroke="#fff" stroke-width="10" opacity="0.8"/>
${palm(1420, 900, 460, -130, "#2d4a25", "#3d6b2f")}
${palm(1530, 900, 360, -60, "#2d4a25", "#3d6b2f")}
<circle cx="420" cy="800" r="46" fill="#e04f3f"/><path d="M374,800 A46,46 0 0 1 466,800 Z" fill="#ffd84d"/>`,
    ),
  "wayanad-waterfall": () =>
    underSky(
      ["#9dd2c4", "#d9efe3"],
      sky("fall", ["#ffffff", "#d4f1f4", "#ffffff"]),
      `${ridge(41, 300, 90, 6, "#4e8a6a")}
<path d="M560,900 L600,240 Q800,200 1000,240 L1040,900 Z" fill="#5d6b66"/>
<path d="M700,250 Q800,235 900,250 L940,780 L660,780 Z" fill="url(#fall)"/>
${Array.from({ length: 18 }, (_, i) => `<rect x="${705 + i * 12}" y="260" width="3" height="500" fill="#a7dde6" opacity="0.6"/>`).join("")}
<ellipse cx="800" cy="790" rx="330" ry="60" fill="#7cc8d1"/>
<ellipse cx="800" cy="770" rx="260" ry="40" fill="#fff" opacity="0.7"/>
${Array.from({ length: 9 }, (_, i) => tree(40 + i * 70, 820 - (i % 3) * 40, 200 + (i % 4) * 40, i % 2 ? "#2f6b3f" : "#24583a")).join("")}
${Array.from({ length: 9 }, (_, i) => tree(1040 + i * 70, 820 - (i % 3) * 40, 200 + (i % 4) * 40, i % 2 ? "#2f6b3f" : "#24583a")).join("")}
<rect y="840" width="${W}" height="60" fill="#1f4a2e"/>`,
    ),
  "guruvayur-temple": () =>
    underSky(
      ["#2a1a4a", "#8b3a62", "#f08a4b", "#ffd27a"],
      "",
      `<circle cx="800" cy="640" r="160" fill="#ffe2a0" opacity="0.6"/>
<g fill="#2a1420">
<path d="M460,520 L800,360 L1140,520 Z"/><rect x="520" y="515" width="560" height="60"/>
<path d="M420,600 L800,470 L1180,600 Z"/><rect x="480" y="595" width="640" height="210"/>
<rect x="760" y="330" width="80" height="40"/><path d="M790,330 L800,280 L810,330 Z"/>
<rect y="800" width="${W}" height="100"/>
</g>
${Array.from({ length: 8 }, (_, i) => `<rect x="${510 + i * 80}" y="640" width="26" height="160" fill="#3d2030"/>`).join("")}
<g transform="translate(250,0)">
<rect x="-10" y="420" width="20" height="380" fill="#2a1420"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${-50 + i * 2}" y="${440 + i * 40}" width="${100 - i * 4}" height="6" fill="#2a1420"/>${Array.from({ length: 5 }, (_, j) => `<circle cx="${-44 + i * 2 + j * (22 - i)}" cy="${433 + i * 40}" r="5" fill="#ffcf4a"/>`).join("")}`).join("")}
</g>
${palm(1380, 900, 480, -70, "#1c0e16")}
${palm(1500, 900, 380, 40, "#1c0e16")}`,
    ),
  "kathakali-colours": () =>
    svg(
      `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#b3262e"/><stop offset="1" stop-color="#3a0c12"/></radialGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${Array.from({ length: 36 }, (_, i) => `<rect x="798" y="40" width="4" height="400" fill="#f2b63b" opacity="0.25" transform="rotate(${i * 10} 800 420)"/>`).join("")}
<circle cx="800" cy="420" r="360" fill="none" stroke="#f2b63b" stroke-width="26"/>
<circle cx="800" cy="420" r="320" fill="none" stroke="#fff2c2" stroke-width="6" stroke-dasharray="14 18"/>
<circle cx="800" cy="420" r="300" fill="#e0a930"/>
<circle cx="800" cy="420" r="255" fill="#b3262e"/>
${Array.from({ length: 24 }, (_, i) => `<circle cx="${f(800 + Math.cos((i * 15 * Math.PI) / 180) * 277)}" cy="${f(420 + Math.sin((i * 15 * Math.PI) / 180) * 277)}" r="10" fill="#fff2c2"/>`).join("")}
<ellipse cx="800" cy="520" rx="200" ry="250" fill="#f7f3e8"/>
<ellipse cx="800" cy="510" rx="160" ry="210" fill="#2e8b4a"/>
<path d="M680,430 Q740,390 780,440 Q740,455 680,430 Z" fill="#fff"/><path d="M920,430 Q860,390 820,440 Q860,455 920,430 Z" fill="#fff"/>
<circle cx="735" cy="432" r="12" fill="#b3262e"/><circle cx="865" cy="432" r="12" fill="#b3262e"/>
<path d="M660,400 Q730,360 790,410" stroke="#111" stroke-width="10" fill="none"/><path d="M940,400 Q870,360 810,410" stroke="#111" stroke-width="10" fill="none"/>
<path d="M780,330 L800,300 L820,330 L800,420 Z" fill="#f2b63b"/>
<path d="M720,600 Q800,650 880,600 Q800,620 720,600 Z" fill="#d92b2b"/>
<path d="M640,560 Q800,740 960,560" stroke="#fff" stroke-width="14" fill="none"/>`,
    ),
  "camping-under-stars": () =>
    underSky(
      ["#0b1026", "#1b2350", "#3a3f77", "#6b5b8f"],
      `<radialGradient id="fire" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffcf6b" stop-opacity="0.9"/><stop offset="1" stop-color="#ff8a3d" stop-opacity="0"/></radialGradient>`,
      `<path d="M-100,420 Q600,180 1700,60" stroke="#c8c8ff" stroke-width="120" opacity="0.08" fill="none"/>
${stars(51, 260, 560)}
${ridge(52, 560, 140, 7, "#1c2144")}
${ridge(53, 680, 90, 6, "#12162e")}
<circle cx="980" cy="780" r="200" fill="url(#fire)"/>
<path d="M600,800 L760,540 L920,800 Z" fill="#f08a3c"/>
<path d="M760,540 L720,800 L800,800 Z" fill="#7a3a1a"/>
<path d="M760,540 L920,800 L870,800 Z" fill="#c86a2c"/>
<path d="M960,800 Q980,730 1000,690 Q1010,740 1040,800 Z" fill="#ffb347"/><path d="M975,800 Q990,760 1000,735 Q1010,770 1020,800 Z" fill="#fff0a0"/>
<rect x="940" y="795" width="110" height="10" rx="5" fill="#4a2a18" transform="rotate(10 995 800)"/>
<rect y="800" width="${W}" height="100" fill="#0d1024"/>
${[180, 300, 1300, 1450].map((x, i) => `<path d="M${x},820 L${x + 40},${560 + i * 20} L${x + 80},820 Z" fill="#0a0d1f"/>`).join("")}`,
    ),
  "cruise-ship": () =>
    underSky(
      ["#3f8fd6", "#8cc6ef", "#d8eefa"],
      sky("w", ["#1b6fa8", "#0f4d7c", "#0a3a5e"]),
      `<circle cx="260" cy="160" r="60" fill="#fff6cf"/>
<rect y="560" width="${W}" height="340" fill="url(#w)"/>
${waterLines(61, 570, 890, "#ffffff", 80)}
<g transform="translate(300,300)">
<path d="M0,200 L1000,200 L930,300 L60,300 Z" fill="#1f2a44"/>
<rect x="20" y="180" width="980" height="26" fill="#c7372f"/>
<path d="M80,180 L120,100 L860,100 L930,180 Z" fill="#fdfdfd"/>
<path d="M180,100 L210,40 L760,40 L800,100 Z" fill="#f3f3f3"/>
<path d="M300,40 L320,0 L660,0 L680,40 Z" fill="#e9e9e9"/>
${Array.from({ length: 30 }, (_, i) => `<rect x="${120 + i * 25}" y="125" width="14" height="12" rx="3" fill="#3b6ea5"/>`).join("")}
${Array.from({ length: 22 }, (_, i) => `<rect x="${225 + i * 24}" y="58" width="14" height="12" rx="3" fill="#3b6ea5"/>`).join("")}
<rect x="700" y="-70" width="70" height="80" fill="#c7372f"/><rect x="700" y="-70" width="70" height="16" fill="#1f2a44"/>
</g>
<path d="M1230,560 Q1400,575 1600,565" stroke="#fff" stroke-width="6" fill="none" opacity="0.7"/>
${[
  [1200, 150],
  [1260, 190],
  [1120, 210],
]
  .map(([x, y]) => `<path d="M${x},${y} q15,-14 30,0 q15,-14 30,0" stroke="#334" stroke-width="4" fill="none"/>`)
  .join("")}`,
    ),
  "ayurveda-spa": () =>
    svg(
      `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#f6e2c4"/><stop offset="1" stop-color="#c9976a"/></radialGradient>` +
        `<linearGradient id="brass" x1="0" x2="1"><stop offset="0" stop-color="#9c6a1a"/><stop offset="0.5" stop-color="#f0c75e"/><stop offset="1" stop-color="#9c6a1a"/></linearGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${Array.from({ length: 7 }, (_, i) => `<path d="M${-100 + i * 40},${900 - i * 10} Q${200 + i * 60},${500 - i * 40} ${420 + i * 30},${300 + i * 20} Q${260 + i * 40},${560 - i * 30} ${-100 + i * 40},${900 - i * 10} Z" fill="${i % 2 ? "#4f8a3a" : "#3d7530"}" opacity="0.9"/>`).join("")}
<rect y="700" width="${W}" height="200" fill="#7a4a2a"/>
<ellipse cx="900" cy="700" rx="330" ry="60" fill="url(#brass)"/>
<path d="M570,700 Q600,840 900,850 Q1200,840 1230,700 Z" fill="url(#brass)"/>
<ellipse cx="900" cy="700" rx="300" ry="48" fill="#d98a3a"/>
${[
  [760, 695],
  [880, 690],
  [1010, 700],
  [940, 712],
  [820, 712],
]
  .map(
    ([x, y], i) =>
      `<g transform="translate(${x},${y})">${Array.from({ length: 5 }, (_, k) => `<ellipse cx="0" cy="-14" rx="10" ry="18" fill="${i % 2 ? "#fff7ec" : "#ffd24a"}" transform="rotate(${k * 72})"/>`).join("")}<circle r="7" fill="#f2a30f"/></g>`,
  )
  .join("")}
<g transform="translate(1380,300)"><rect x="-8" y="0" width="16" height="400" fill="url(#brass)"/><ellipse cx="0" cy="400" rx="70" ry="18" fill="url(#brass)"/><ellipse cx="0" cy="0" rx="60" ry="14" fill="url(#brass)"/>
<path d="M-10,-8 Q0,-60 10,-8 Z" fill="#ffb020"/><path d="M-4,-8 Q0,-36 4,-8 Z" fill="#fff3b0"/></g>
<ellipse cx="1380" cy="280" rx="120" ry="120" fill="#fff1b8" opacity="0.25"/>`,
    ),
  "dubai-skyline": () =>
    underSky(
      ["#1e2a5a", "#6a4c93", "#f0876a", "#ffcf8a"],
      sky("w", ["#e8906f", "#6a4c93", "#24305e"]),
      `<circle cx="1200" cy="560" r="90" fill="#ffe3a1" opacity="0.9"/>
<g fill="#1b1f3a">
<path d="M780,620 L790,240 L797,120 L800,40 L803,120 L810,240 L820,620 Z"/>
<path d="M760,620 L775,360 L825,360 L840,620 Z"/>
${[
  [120, 420],
  [200, 340],
  [290, 460],
  [360, 300],
  [430, 380],
  [520, 250],
  [600, 410],
  [680, 330],
  [900, 360],
  [980, 280],
  [1060, 420],
  [1130, 320],
  [1300, 390],
  [1390, 300],
  [1480, 440],
]
  .map(([x, y]) => `<rect x="${x}" y="${y}" width="64" height="${620 - y!}"/>`)
  .join("")}
<path d="M1500,620 Q1500,380 1600,300 L1600,620 Z"/>
<path d="M20,620 Q30,420 110,360 L110,620 Z"/>
</g>
${Array.from({ length: 120 }, (_, i) => {
  const r = rng(70 + i);
  return `<rect x="${f(100 + r() * 1400)}" y="${f(300 + r() * 300)}" width="6" height="8" fill="#ffd98a" opacity="0.7"/>`;
}).join("")}
<rect y="620" width="${W}" height="280" fill="url(#w)"/>
${waterLines(71, 630, 880, "#ffcf8a", 70)}`,
    ),
  "chembra-peak-trek": () =>
    underSky(
      ["#78b7e6", "#bfe1f4", "#f1f7e8"],
      "",
      `<path d="M0,600 L420,240 L700,470 L1000,160 L1600,620 L1600,900 L0,900 Z" fill="#6d9c78"/>
<path d="M1000,160 L1120,260 L1040,250 L980,300 L930,240 Z" fill="#e9f3ea"/>
${ridge(81, 700, 120, 6, "#4d8a4f")}
<path d="M680,760 Q760,700 820,740 Q880,700 940,760 Q880,840 810,870 Q740,840 680,760 Z" fill="#3f9bc2"/>
<path d="M200,900 Q400,800 560,780 Q760,760 880,620 Q980,500 1000,300" fill="none" stroke="#f5e7c0" stroke-width="10" stroke-dasharray="18 16"/>
${ridge(82, 860, 60, 5, "#2f6b36")}
${person(600, 775, 90, "#c0392b")}${person(660, 768, 80, "#1f4e79")}${person(960, 470, 50, "#e67e22")}`,
    ),
  "family-picnic": () =>
    underSky(
      ["#6ec1f0", "#bfe6fa", "#f4fbff"],
      "",
      `<circle cx="1400" cy="140" r="80" fill="#ffe27a"/>
${ridge(91, 520, 80, 5, "#8cc76a")}
${ridge(92, 640, 60, 4, "#6fb04f")}
${tree(340, 640, 380, "#3f8a3b")}
<g transform="translate(600,700) skewX(-20)"><rect width="420" height="150" fill="#e74c3c"/>
${Array.from({ length: 7 }, (_, i) => `<rect x="${i * 60}" width="30" height="150" fill="#fff" opacity="0.55"/>`).join("")}${Array.from({ length: 5 }, (_, i) => `<rect y="${i * 30}" width="420" height="15" fill="#fff" opacity="0.35"/>`).join("")}</g>
<rect x="760" y="690" width="90" height="60" rx="10" fill="#a0522d"/><path d="M770,690 Q805,640 840,690" stroke="#6b3a1e" stroke-width="8" fill="none"/>
${person(560, 780, 170, "#2c5aa0")}${person(1080, 790, 180, "#8e44ad")}${person(980, 800, 110, "#e67e22")}${person(1180, 800, 100, "#16a085")}
<path d="M1020,180 L1070,120 L1120,180 L1070,250 Z" fill="#f1c40f"/><path d="M1070,250 Q1040,400 1000,690" stroke="#555" stroke-width="2" fill="none"/>
<path d="M1150,300 L1190,250 L1230,300 L1190,350 Z" fill="#e84393"/><path d="M1190,350 Q1170,500 1180,700" stroke="#555" stroke-width="2" fill="none"/>`,
    ),
  "luxury-pool-resort": () =>
    underSky(
      ["#f6a96b", "#f7cf8a", "#fbe8c0"],
      sky("p", ["#37c4d9", "#1a8fb3"]) + sky("w", ["#f2b27a", "#6fa6b8"]),
      `<circle cx="800" cy="420" r="90" fill="#fff1c2"/>
<rect y="430" width="${W}" height="170" fill="url(#w)"/>
${ridge(101, 440, 30, 20, "#3d5a3a")}
<rect y="470" width="${W}" height="130" fill="url(#w)"/>
${waterLines(102, 480, 590, "#fff1c2", 40)}
<rect y="600" width="${W}" height="180" fill="url(#p)"/>
${waterLines(103, 610, 770, "#ffffff", 50)}
<rect y="600" width="${W}" height="8" fill="#e8f8fb"/>
<rect y="780" width="${W}" height="120" fill="#e8dcc8"/>
${[200, 520, 1060, 1380].map((x) => `<path d="M${x},860 L${x + 40},800 L${x + 220},800 L${x + 240},860 Z" fill="#fff"/><rect x="${x + 30}" y="860" width="10" height="30" fill="#8a6a4a"/><rect x="${x + 200}" y="860" width="10" height="30" fill="#8a6a4a"/>`).join("")}
<path d="M780,640 Q860,560 940,640 Z" fill="#f0f0f0"/><rect x="857" y="640" width="6" height="160" fill="#7a5a3a"/>
${palm(60, 900, 560, 120, "#3a2a1c", "#2f5d2b")}${palm(1560, 900, 520, -120, "#3a2a1c", "#2f5d2b")}`,
    ),
  "fort-kochi-nets": () =>
    underSky(
      ["#3d2b56", "#a64d79", "#ff7e5f", "#ffb15c"],
      sky("w", ["#e3705a", "#7a3f69", "#2d2346"]),
      `<circle cx="1100" cy="500" r="120" fill="#ffdf8e"/>
<rect y="560" width="${W}" height="340" fill="url(#w)"/>
${waterLines(111, 570, 880, "#ffdf8e", 70)}
${[
  [320, 1],
  [820, -1],
]
  .map(
    ([x, dir]) => `<g transform="translate(${x},560) scale(${dir},1)" fill="none" stroke="#1f1426" stroke-width="9">
<path d="M0,0 L260,-380"/><path d="M0,0 L-60,-300"/><path d="M-60,-300 L260,-380"/>
<path d="M260,-380 L380,-120"/><path d="M260,-380 L140,-120"/>
<path d="M140,-120 Q260,-40 380,-120" stroke-width="4"/>
<path d="M140,-120 L380,-120" stroke-width="3"/>
${Array.from({ length: 6 }, (_, i) => `<path d="M${160 + i * 40},-120 L${170 + i * 36},-70" stroke-width="2"/>`).join("")}
<path d="M-40,0 L80,0 L60,40 L-20,40 Z" fill="#1f1426"/></g>`,
  )
  .join("")}
<rect y="760" width="520" height="140" fill="#1f1426"/>
${palm(1450, 900, 420, -80, "#1f1426")}`,
    ),
  "thekkady-lake": () =>
    underSky(
      ["#a8d3e6", "#dcefe9"],
      sky("w", ["#6aa7b8", "#3f7f92"]),
      `${ridge(121, 360, 100, 7, "#6e9a86")}
${ridge(122, 460, 80, 8, "#3f7551")}
<rect y="470" width="${W}" height="430" fill="url(#w)"/>
${waterLines(123, 480, 880, "#e8f6f8", 70)}
${[300, 420, 1150, 1300].map((x, i) => `<path d="M${x},${560 + i * 20} L${x + 4},${420 + i * 20} L${x - 20},${380 + i * 20} M${x + 4},${450 + i * 20} L${x + 26},${410 + i * 20}" stroke="#4a4037" stroke-width="${8 - i}" fill="none"/>`).join("")}
<path d="M0,620 Q300,580 700,610 L700,640 L0,660 Z" fill="#7e8f56"/>
${[
  [320, 600, 1],
  [470, 596, 0.8],
]
  .map(
    ([x, y, s]) =>
      `<g transform="translate(${x},${y}) scale(${s})" fill="#4b4a4f"><ellipse cx="0" cy="-60" rx="90" ry="60"/><rect x="-70" y="-40" width="26" height="60"/><rect x="40" y="-40" width="26" height="60"/><circle cx="80" cy="-80" r="40"/><path d="M110,-70 Q140,-20 120,20" stroke="#4b4a4f" stroke-width="16" fill="none"/></g>`,
  )
  .join("")}
<g transform="translate(1000,700)"><path d="M-120,0 L120,0 L90,34 L-90,34 Z" fill="#f2f2f2"/><rect x="-80" y="-50" width="160" height="50" fill="#2a6f97"/><rect x="-90" y="-58" width="180" height="10" fill="#e9c46a"/></g>`,
    ),
  "vagamon-meadows": () =>
    underSky(
      ["#5aa9e6", "#a8d8f0", "#e6f4f1"],
      "",
      `${ridge(131, 430, 80, 5, "#8fbf95")}
<rect y="380" width="${W}" height="60" fill="#fff" opacity="0.4"/>
${ridge(132, 560, 160, 4, "#7cbf5e")}
${ridge(133, 720, 120, 4, "#5ea743")}
${[
  [380, 200, "#e63946"],
  [900, 130, "#f4a261"],
  [1250, 260, "#2a9d8f"],
]
  .map(
    ([x, y, c]) =>
      `<g transform="translate(${x},${y})"><path d="M-90,0 Q0,-50 90,0 L80,10 Q0,-30 -80,10 Z" fill="${c}"/><path d="M-80,10 L0,90 M80,10 L0,90 M-30,-10 L0,90 M30,-10 L0,90" stroke="#333" stroke-width="1.5"/>${person(0, 110, 30, "#222")}</g>`,
  )
  .join("")}
${Array.from({ length: 12 }, (_, i) => tree(1100 + i * 45, 760 + (i % 3) * 10, 90 + (i % 4) * 20, "#2f6b36")).join("")}`,
    ),
  "athirappilly-falls": () =>
    underSky(
      ["#b9dcd2", "#e6f2e8"],
      sky("fall", ["#ffffff", "#cfeef0"]) + sky("r", ["#5f9ea8", "#3b7480"]),
      `${ridge(161, 260, 70, 8, "#3f7a52")}
<path d="M0,330 L1600,330 L1600,420 L0,420 Z" fill="#5c5a52"/>
${Array.from({ length: 7 }, (_, i) => `<path d="M${180 + i * 190},335 Q${220 + i * 190},330 ${300 + i * 190},335 L${320 + i * 190},640 L${160 + i * 190},640 Z" fill="url(#fall)" opacity="0.95"/>`).join("")}
${Array.from({ length: 60 }, (_, i) => `<rect x="${170 + i * 21}" y="345" width="3" height="${260 + (i % 5) * 12}" fill="#a9dbe2" opacity="0.55"/>`).join("")}
<ellipse cx="800" cy="650" rx="760" ry="60" fill="#fff" opacity="0.75"/>
<rect y="660" width="${W}" height="240" fill="url(#r)"/>
${waterLines(162, 670, 890, "#ffffff", 70)}
${Array.from({ length: 4 }, (_, i) => tree(i * 40 + 10, 330, 140 + (i % 3) * 30, i % 2 ? "#2f6b3f" : "#24583a")).join("")}
${Array.from({ length: 4 }, (_, i) => tree(1470 + i * 40, 330, 140 + (i % 3) * 30, i % 2 ? "#2f6b3f" : "#24583a")).join("")}
<path d="M0,820 Q200,780 420,830 L420,900 L0,900 Z" fill="#4a4a44"/><path d="M1200,840 Q1400,790 1600,820 L1600,900 L1200,900 Z" fill="#4a4a44"/>
<path d="M1320,180 q20,-18 40,0 q20,-18 40,0" stroke="#2b2b2b" stroke-width="5" fill="none"/>`,
    ),
  "sabarimala-hill-shrine": () =>
    underSky(
      ["#1d2b4f", "#56508a", "#e0836a", "#f7c27c"],
      "",
      `${stars(171, 60, 220)}
<path d="M0,900 L0,520 Q400,430 700,260 Q800,210 900,260 Q1200,430 1600,500 L1600,900 Z" fill="#2c3a3a"/>
${ridge(172, 640, 100, 7, "#1f2c2b")}
<g transform="translate(800,250)"><rect x="-70" y="-40" width="140" height="60" fill="#1a1414"/><path d="M-90,-40 L0,-100 L90,-40 Z" fill="#b8862b"/><circle cx="0" cy="-110" r="10" fill="#f2c14e"/></g>
<circle cx="800" cy="210" r="140" fill="#ffd27a" opacity="0.18"/>
${Array.from({ length: 14 }, (_, i) => {
  const t = i / 13;
  return `<circle cx="${f(420 + t * 360)}" cy="${f(640 - t * 360)}" r="${f(7 - t * 4)}" fill="#ffcf5a"/>`;
}).join("")}
${Array.from({ length: 10 }, (_, i) => tree(60 + i * 160, 930, 120 + (i % 3) * 40, "#121c1b", "#121c1b")).join("")}
${[
  [560, 560, 62],
  [640, 505, 56],
  [715, 455, 50],
]
  .map(([x, y, s], i) => person(x!, y!, s!, i === 1 ? "#d9772b" : "#0d0d12"))
  .join("")}`,
    ),
  "kumarakom-sunset-canoe": () =>
    underSky(
      ["#ff9966", "#ff5e62", "#7a3b69"],
      sky("w", ["#c4566c", "#5a2d55"]),
      `<circle cx="500" cy="520" r="100" fill="#ffd27a"/>
<rect y="540" width="${W}" height="360" fill="url(#w)"/>
${waterLines(141, 550, 880, "#ffd27a", 80)}
${ridge(142, 560, 20, 30, "#2b1a2a")}
${palmRow(143, 565, "#2b1a2a", 30, 50, 110)}
<rect y="566" width="${W}" height="334" fill="url(#w)" opacity="0.92"/>
${waterLines(144, 570, 880, "#ffd27a", 60)}
<path d="M760,720 Q1000,760 1240,720 Q1000,745 760,720 Z" fill="#1a0f1a"/>
${person(960, 730, 80, "#1a0f1a")}<path d="M1000,660 L1080,770" stroke="#1a0f1a" stroke-width="6"/>
${palm(1500, 900, 560, -160, "#1a0f1a")}${palm(1420, 900, 400, -40, "#1a0f1a")}`,
    ),
};

function defaultBanner(): string {
  return underSky(
    ["#0f766e", "#14b8a6", "#99f6e4"],
    "",
    `${ridge(151, 600, 120, 6, "#0d5e57", 'opacity="0.6"')}
${ridge(152, 720, 90, 6, "#0b4f49")}
${palm(260, 900, 520, 90, "#083b37")}${palm(1380, 900, 460, -90, "#083b37")}
<circle cx="800" cy="360" r="120" fill="#fef3c7" opacity="0.9"/>`,
  );
}

const REVIEWS = [
  {
    name: "Anjali Menon",
    when: "2 weeks ago",
    text: [
      "Our houseboat night was the calmest sleep we have had in",
      "years. The crew cooked karimeen fresh from the lake and",
      "planned every stop around our little one's naps.",
    ],
  },
  {
    name: "Rahul Verghese",
    when: "a month ago",
    text: [
      "The tea-estate walk started at dawn with mist rolling over",
      "the hills. Driver was on time every day and the homestay",
      "hosts treated us like family. Would book again.",
    ],
  },
];

function reviewCard(i: number): string {
  const r = REVIEWS[i]!;
  const w = 960;
  const h = 540;
  const star = (x: number) =>
    `<path transform="translate(${x},0)" d="M16,0 L20.7,10.3 L32,11.6 L23.6,19.3 L25.9,30.5 L16,24.8 L6.1,30.5 L8.4,19.3 L0,11.6 L11.3,10.3 Z" fill="#fbbc04"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#eef1f5"/>
<rect x="40" y="40" width="${w - 80}" height="${h - 80}" rx="18" fill="#fff" stroke="#dde2e8"/>
<circle cx="120" cy="130" r="40" fill="${i ? "#1e88e5" : "#8e24aa"}"/>
<text x="120" y="145" font-family="DejaVu Sans" font-size="38" fill="#fff" text-anchor="middle">${r.name[0]}</text>
<text x="185" y="122" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#202124">${r.name}</text>
<text x="185" y="158" font-family="DejaVu Sans" font-size="22" fill="#5f6368">Local Guide · 24 reviews</text>
<g transform="translate(80,200)">${[0, 38, 76, 114, 152].map(star).join("")}</g>
<text x="285" y="226" font-family="DejaVu Sans" font-size="22" fill="#5f6368">${r.when}</text>
${r.text.map((line, k) => `<text x="80" y="${300 + k * 42}" font-family="DejaVu Sans" font-size="26" fill="#202124">${line.replace(/'/g, "&#39;")}</text>`).join("")}
<text x="80" y="455" font-family="DejaVu Sans" font-size="20" fill="#5f6368">Demo review written for this sample catalogue</text>
</svg>`;
}

/** A QR-looking grid that encodes nothing, clearly labelled as a demo. */
function demoQr(): string {
  const r = rng(2024);
  const n = 25;
  const cell = 10;
  const origin = 20;
  const finder = (x: number, y: number) =>
    `<rect x="${origin + x * cell}" y="${origin + y * cell}" width="${7 * cell}" height="${7 * cell}" fill="#111"/><rect x="${origin + (x + 1) * cell}" y="${origin + (y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/><rect x="${origin + (x + 2) * cell}" y="${origin + (y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#111"/>`;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  let cells = "";
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      if (!inFinder(x, y) && r() < 0.45)
        cells += `<rect x="${origin + x * cell}" y="${origin + y * cell}" width="${cell}" height="${cell}"/>`;
  const size = origin * 2 + n * cell;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size + 40}" viewBox="0 0 ${size} ${size + 40}" role="img" aria-label="Demo QR (not a payment code)">
<title>Demo QR (not a payment code)</title>
<rect width="${size}" height="${size + 40}" rx="12" fill="#fff"/>
<g fill="#111">${cells}</g>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}
<rect x="${size / 2 - 52}" y="${size / 2 - 16}" width="104" height="32" rx="6" fill="#fff" stroke="#111" stroke-width="2"/>
<text x="${size / 2}" y="${size / 2 + 7}" font-family="sans-serif" font-size="18" font-weight="bold" text-anchor="middle" fill="#111">Demo QR</text>
<text x="${size / 2}" y="${size + 26}" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#444">Sample image: not a payment code</text>
</svg>
`;
}

/** Renders the 1600x900 scene once, then each width of the naming convention in domain/images.ts. */
async function renderWebp(svgText: string, name: string): Promise<number> {
  const full = await sharp(Buffer.from(svgText)).png().toBuffer();
  let largestBytes = 0;
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  for (const width of IMAGE_WIDTHS) {
    const out = await sharp(full)
      .resize(width)
      .webp({ quality: width === 480 ? 65 : 70, effort: 6 })
      .toBuffer();
    fs.writeFileSync(path.join(OUT, `${name}.w${width}.webp`), out);
    if (width === largest) largestBytes = out.length;
  }
  return largestBytes;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const [name, draw] of Object.entries(scenes)) {
    const bytes = await renderWebp(draw(), name);
    console.log(`${name}.w1600.webp ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`default-banner.w1600.webp ${((await renderWebp(defaultBanner(), "default-banner")) / 1024).toFixed(1)} KB`);
  for (let i = 0; i < REVIEWS.length; i++) {
    const svgText = reviewCard(i);
    const full = await sharp(Buffer.from(svgText)).png().toBuffer();
    for (const width of [480, 960]) {
      const out = await sharp(full).resize(width).webp({ quality: 80 }).toBuffer();
      fs.writeFileSync(path.join(OUT, `review-card-${i + 1}.w${width}.webp`), out);
    }
    console.log(`review-card-${i + 1}.w960.webp`);
  }
  fs.writeFileSync(path.resolve("public/assets/payment-qr.svg"), demoQr());
  fs.writeFileSync(
    path.join(OUT, "demo-brochure.pdf"),
    minimalPdf(["Kerala Trips demo brochure", "Munnar tea trails: 3 days, 2 nights. Sample document."]),
  );
  console.log("payment-qr.svg, demo-brochure.pdf");
}

/**
 * A one-page PDF with two text lines, written by hand: header, four objects, a cross-reference
 * table with exact byte offsets and a trailer, so any reader opens it.
 */
function minimalPdf(lines: string[]): Buffer {
  const esc = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 56 ${780 - i * 32} Td (${esc(l)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

await main();
