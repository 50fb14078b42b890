/**
 * The tile-grid maps (ADR 110): each region an equal square at a rough place of its own, north at
 * the top, as newsrooms draw them, by slug: [column, row, short label]. Drawn here from the
 * regions' rough positions, no outline data: Kerala's district outlines are in no package we may
 * use, and equal tiles let a small district be seen and tapped. The short labels are the usual
 * district codes and the ISO 3166-2 suffixes.
 */
export type TileLayout = Readonly<Record<string, readonly [column: number, row: number, label: string]>>;

export const MAP_VIEWS = ["kerala", "india", "gulf"] as const;
export type MapView = (typeof MAP_VIEWS)[number];

/** Kerala runs north-north-west to south-south-east along the coast: the rows lean right going south. */
const KERALA: TileLayout = {
  kasaragod: [0, 0, "KSD"],
  kannur: [0, 1, "KNR"],
  wayanad: [1, 1, "WYD"],
  kozhikode: [0, 2, "KKD"],
  malappuram: [1, 2, "MLP"],
  thrissur: [1, 3, "TSR"],
  palakkad: [2, 3, "PKD"],
  ernakulam: [1, 4, "EKM"],
  idukki: [2, 4, "IDK"],
  alappuzha: [1, 5, "ALP"],
  kottayam: [2, 5, "KTM"],
  kollam: [2, 6, "KLM"],
  pathanamthitta: [3, 6, "PTA"],
  thiruvananthapuram: [2, 7, "TVM"],
};

const INDIA: TileLayout = {
  chandigarh: [1, 0, "CH"],
  "jammu-and-kashmir": [2, 0, "JK"],
  ladakh: [3, 0, "LA"],
  punjab: [1, 1, "PB"],
  "himachal-pradesh": [2, 1, "HP"],
  uttarakhand: [3, 1, "UK"],
  rajasthan: [0, 2, "RJ"],
  haryana: [1, 2, "HR"],
  delhi: [2, 2, "DL"],
  "uttar-pradesh": [3, 2, "UP"],
  bihar: [4, 2, "BR"],
  sikkim: [5, 2, "SK"],
  assam: [6, 2, "AS"],
  "arunachal-pradesh": [7, 2, "AR"],
  gujarat: [0, 3, "GJ"],
  "madhya-pradesh": [1, 3, "MP"],
  chhattisgarh: [2, 3, "CG"],
  jharkhand: [3, 3, "JH"],
  "west-bengal": [4, 3, "WB"],
  meghalaya: [6, 3, "ML"],
  nagaland: [7, 3, "NL"],
  "dadra-and-nagar-haveli-and-daman-and-diu": [0, 4, "DH"],
  maharashtra: [1, 4, "MH"],
  telangana: [2, 4, "TS"],
  odisha: [3, 4, "OD"],
  manipur: [7, 4, "MN"],
  goa: [0, 5, "GA"],
  karnataka: [1, 5, "KA"],
  "andhra-pradesh": [2, 5, "AP"],
  tripura: [6, 5, "TR"],
  mizoram: [7, 5, "MZ"],
  lakshadweep: [0, 6, "LD"],
  kerala: [1, 6, "KL"],
  "tamil-nadu": [2, 6, "TN"],
  puducherry: [3, 6, "PY"],
  "andaman-and-nicobar-islands": [5, 6, "AN"],
};

const GULF: TileLayout = {
  kuwait: [1, 0, "KW"],
  "saudi-arabia": [1, 1, "SA"],
  bahrain: [2, 1, "BH"],
  qatar: [2, 2, "QA"],
  "united-arab-emirates": [3, 2, "AE"],
  oman: [4, 3, "OM"],
};

export const TILE_LAYOUTS: Readonly<Record<MapView, TileLayout>> = { kerala: KERALA, india: INDIA, gulf: GULF };
